/**
 * The sandbox's player notices (PL) and agent announcements (A) in each language a merchant may list
 * (SPEC 2.9 notice page, 3, 9; issue 18 point 3). EN is the platform's own text (the announcements
 * table); the others are translations it answers when asked in that language. `{brand}` is the
 * merchant's name.
 */

export interface NoticeText { title: string; paragraphs: readonly string[] }
export type NoticeSeed = Readonly<Record<'EN' | 'TY' | 'AR', NoticeText>>;

export const PLAYER_NOTICES: readonly NoticeSeed[] = [
  {
    EN: { title: 'Scheduled maintenance on Tuesday', paragraphs: ['{brand} will be under maintenance on Tuesday from 02:00 to 04:00.', 'Games and deposits are paused during the window; your balance is safe.'] },
    TY: { title: 'Nakatakdang maintenance sa Martes', paragraphs: ['Magkakaroon ng maintenance ang {brand} sa Martes mula 02:00 hanggang 04:00.', 'Nakahinto ang mga laro at deposito habang may maintenance; ligtas ang iyong balanse.'] },
    AR: { title: 'صيانة مجدولة يوم الثلاثاء', paragraphs: ['سيخضع {brand} للصيانة يوم الثلاثاء من 02:00 حتى 04:00.', 'تتوقف الألعاب والإيداعات خلال فترة الصيانة؛ رصيدك في أمان.'] },
  },
  {
    EN: { title: 'New slot games this week', paragraphs: ['Twelve new slot games have arrived, including Golden Tiger and Lucky Lanterns.', 'Find them under Slots, sorted by newest.'] },
    TY: { title: 'Mga bagong slot ngayong linggo', paragraphs: ['Labindalawang bagong slot ang dumating, kasama ang Golden Tiger at Lucky Lanterns.', 'Hanapin sila sa Slots, ayon sa pinakabago.'] },
    AR: { title: 'ألعاب سلوتس جديدة هذا الأسبوع', paragraphs: ['وصلت اثنتا عشرة لعبة سلوتس جديدة، منها النمر الذهبي وفوانيس الحظ.', 'تجدها في قسم السلوتس مرتبة من الأحدث.'] },
  },
  {
    EN: { title: 'Deposit channels updated', paragraphs: ['Two new e-wallet channels are available for deposits.', 'Deposits through them are credited within five minutes.'] },
    TY: { title: 'Na-update ang mga deposit channel', paragraphs: ['May dalawang bagong e-wallet channel para sa deposito.', 'Naikredito ang mga deposito sa loob ng limang minuto.'] },
    AR: { title: 'تحديث قنوات الإيداع', paragraphs: ['تتوفر قناتان جديدتان للمحافظ الإلكترونية للإيداع.', 'تُضاف الإيداعات عبرهما خلال خمس دقائق.'] },
  },
  {
    EN: { title: 'Holiday customer service hours', paragraphs: ['Live chat stays open 24 hours a day through the holidays.', 'Withdrawals requested on public holidays are reviewed the next working morning.'] },
    TY: { title: 'Oras ng customer service sa holiday', paragraphs: ['Bukas ang live chat 24 oras kahit holiday.', 'Ang mga withdrawal sa holiday ay sinusuri sa susunod na umaga ng trabaho.'] },
    AR: { title: 'مواعيد خدمة العملاء في العطلات', paragraphs: ['تبقى الدردشة المباشرة متاحة على مدار الساعة خلال العطلات.', 'تُراجع طلبات السحب في أيام العطل صباح يوم العمل التالي.'] },
  },
  {
    EN: { title: 'Security reminder', paragraphs: ['{brand} staff will never ask for your password or SMS code.', 'Report any message that does so to customer service.'] },
    TY: { title: 'Paalala sa seguridad', paragraphs: ['Hindi kailanman hihingin ng staff ng {brand} ang iyong password o SMS code.', 'I-report sa customer service ang anumang mensaheng humihingi nito.'] },
    AR: { title: 'تذكير أمني', paragraphs: ['لن يطلب منك موظفو {brand} أبداً كلمة المرور أو رمز الرسائل.', 'أبلغ خدمة العملاء عن أي رسالة تطلب ذلك.'] },
  },
  {
    EN: { title: 'VIP programme news', paragraphs: ['VIP levels are now reviewed every Monday.', 'Higher levels earn a larger weekly cash back.'] },
    TY: { title: 'Balita sa VIP programme', paragraphs: ['Sinusuri na ang mga VIP level tuwing Lunes.', 'Mas malaking lingguhang cash back sa mas mataas na level.'] },
    AR: { title: 'أخبار برنامج VIP', paragraphs: ['تتم مراجعة مستويات VIP كل يوم اثنين.', 'تحصل المستويات الأعلى على استرداد نقدي أسبوعي أكبر.'] },
  },
  {
    EN: { title: 'Faster withdrawals', paragraphs: ['Most withdrawals are now approved within 15 minutes.', 'Bind a bank card in the security centre before your first withdrawal.'] },
    TY: { title: 'Mas mabilis na withdrawal', paragraphs: ['Karamihan ng withdrawal ay naaaprubahan na sa loob ng 15 minuto.', 'Mag-bind ng bank card sa security center bago ang unang withdrawal.'] },
    AR: { title: 'سحب أسرع', paragraphs: ['تتم الموافقة على معظم طلبات السحب الآن خلال 15 دقيقة.', 'اربط بطاقة مصرفية في مركز الأمان قبل أول عملية سحب.'] },
  },
  {
    EN: { title: 'App update available', paragraphs: ['Version 3.2 of the {brand} app is out with faster game loading.', 'Update from the download page in the menu.'] },
    TY: { title: 'May bagong update ng app', paragraphs: ['Labas na ang bersyon 3.2 ng {brand} app na may mas mabilis na pag-load ng laro.', 'Mag-update mula sa download page sa menu.'] },
    AR: { title: 'تحديث التطبيق متاح', paragraphs: ['صدر الإصدار 3.2 من تطبيق {brand} مع تحميل أسرع للألعاب.', 'حدّث التطبيق من صفحة التنزيل في القائمة.'] },
  },
];

export const AGENT_NOTICES: readonly NoticeSeed[] = [
  {
    EN: { title: 'Commission rates for this month', paragraphs: ['Commission rates are unchanged this month.', 'Rates are paid on the net win of your downline.'] },
    TY: { title: 'Mga commission rate ngayong buwan', paragraphs: ['Walang pagbabago sa commission rate ngayong buwan.', 'Binabayaran ang rate batay sa net win ng iyong downline.'] },
    AR: { title: 'نسب العمولة لهذا الشهر', paragraphs: ['لم تتغير نسب العمولة هذا الشهر.', 'تُحتسب النسب على صافي ربح أعضاء فريقك.'] },
  },
  {
    EN: { title: 'Dividend settlement date', paragraphs: ['Dividends are settled on the 5th of each month.', 'Check your contract page for the period they cover.'] },
    TY: { title: 'Petsa ng settlement ng dividend', paragraphs: ['Sine-settle ang dividend tuwing ika-5 ng buwan.', 'Tingnan ang contract page para sa saklaw na panahon.'] },
    AR: { title: 'موعد تسوية الأرباح', paragraphs: ['تُسوّى الأرباح في الخامس من كل شهر.', 'راجع صفحة العقد لمعرفة الفترة التي تغطيها.'] },
  },
  {
    EN: { title: 'New agent registration link', paragraphs: ['Open-account links now carry your invitation code automatically.', 'Share them from the agent home.'] },
    TY: { title: 'Bagong link sa pag-register ng agent', paragraphs: ['Kusang may invitation code na ang mga open-account link.', 'Ibahagi ang mga ito mula sa agent home.'] },
    AR: { title: 'رابط تسجيل جديد للوكلاء', paragraphs: ['تحمل روابط فتح الحساب رمز الدعوة الخاص بك تلقائياً.', 'شاركها من الصفحة الرئيسية للوكيل.'] },
  },
  {
    EN: { title: 'Team report improvements', paragraphs: ['The team P&L report now shows each member\'s bets by day.', 'Reports refresh every 10 minutes.'] },
    TY: { title: 'Mga pagbuti sa team report', paragraphs: ['Ipinapakita na ng team P&L report ang taya ng bawat miyembro bawat araw.', 'Nagre-refresh ang mga report tuwing 10 minuto.'] },
    AR: { title: 'تحسينات تقرير الفريق', paragraphs: ['يعرض تقرير أرباح الفريق الآن رهانات كل عضو يومياً.', 'تُحدّث التقارير كل 10 دقائق.'] },
  },
  {
    EN: { title: 'Agent rebate schedule', paragraphs: ['Agent rebates are credited every Wednesday.', 'Contact your account manager for a custom rate.'] },
    TY: { title: 'Iskedyul ng agent rebate', paragraphs: ['Naikredito ang agent rebate tuwing Miyerkules.', 'Kausapin ang account manager para sa custom rate.'] },
    AR: { title: 'جدول استرداد الوكلاء', paragraphs: ['تُضاف مبالغ استرداد الوكلاء كل أربعاء.', 'تواصل مع مدير حسابك للحصول على نسبة خاصة.'] },
  },
];

/**
 * The registration screen's announcements (SPEC 7 Register, R7-9: type B, group m_reg): the first gives its texts to
 * the seeded m_reg banner, the others are notices of their own.
 */
export const REGISTER_NOTICES: readonly NoticeSeed[] = [
  {
    EN: { title: 'Register and get a gift', paragraphs: ['New members of {brand} receive a 100% welcome bonus on their first deposit.'] },
    TY: { title: 'Mag-register at tumanggap ng regalo', paragraphs: ['Ang mga bagong miyembro ng {brand} ay tatanggap ng 100% welcome bonus sa unang deposito.'] },
    AR: { title: 'سجّل واحصل على هدية', paragraphs: ['يحصل الأعضاء الجدد في {brand} على مكافأة ترحيبية بنسبة 100% على أول إيداع.'] },
  },
  {
    EN: { title: 'One account per player', paragraphs: ['Use your real name: withdrawals are paid only to an account in the same name.'] },
    TY: { title: 'Isang account bawat manlalaro', paragraphs: ['Gamitin ang tunay mong pangalan: ang withdrawal ay ibinabayad lamang sa account na may parehong pangalan.'] },
    AR: { title: 'حساب واحد لكل لاعب', paragraphs: ['استخدم اسمك الحقيقي: تُدفع عمليات السحب فقط إلى حساب بالاسم نفسه.'] },
  },
];

/** What a hostile back office could type into a notice: the front end must show the words, never run them. */
export const HOSTILE_NOTICE: NoticeSeed = {
  EN: { title: 'Terms of the weekend draw', paragraphs: ['Safe text.'] },
  TY: { title: 'Mga tuntunin ng weekend draw', paragraphs: ['Ligtas na teksto.'] },
  AR: { title: 'شروط سحب نهاية الأسبوع', paragraphs: ['نص آمن.'] },
};
const HOSTILE_MARKUP = '<script>window.__sandboxXss = 1</script><img src="x" onerror="window.__sandboxXss = 2"><p onclick="window.__sandboxXss = 3">Click me</p>';

/** A notice's HTML in one language; the hostile one carries a script, an onerror and an onclick. */
export function noticeHtml(text: NoticeText, brand: string, hostile = false): string {
  const body = text.paragraphs.map((p) => `<p>${p.replaceAll('{brand}', brand)}</p>`).join('');
  return hostile ? `${body}${HOSTILE_MARKUP}` : body;
}

export const noticeTitle = (text: NoticeText, brand: string): string => text.title.replaceAll('{brand}', brand);
