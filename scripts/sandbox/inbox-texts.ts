/**
 * The sandbox's inbox messages (SPEC 2.8, 7 Inbox): what a member's inbox holds after the seed, each
 * message in EN, TY (Filipino) and AR; the seed writes the languages the merchant lists.
 */

interface Text { title: string; body: string }
type Texts = Readonly<Record<'EN' | 'TY' | 'AR', Text>>;

/** `{site}` is the merchant's name, `{cur}` its currency symbol. */
const MESSAGES: Readonly<Record<string, Texts>> = {
  welcome: {
    EN: { title: 'Welcome to {site}', body: '<p>Thank you for joining <b>{site}</b>.</p><p>Your account is ready. Visit <a href="/m/activity">Promotions</a> to claim your welcome bonus.</p>' },
    TY: { title: 'Maligayang pagdating sa {site}', body: '<p>Salamat sa pagsali sa <b>{site}</b>.</p><p>Handa na ang iyong account. Pumunta sa <a href="/m/activity">Promotions</a> para kunin ang iyong welcome bonus.</p>' },
    AR: { title: 'مرحباً بك في {site}', body: '<p>شكراً لانضمامك إلى <b>{site}</b>.</p><p>حسابك جاهز. زر <a href="/m/activity">العروض</a> لتحصل على مكافأة الترحيب.</p>' },
  },
  deposit: {
    EN: { title: 'Deposit received', body: '<p>Your deposit of <b>{cur}500.00</b> has been credited to your wallet.</p><p>Reference: DP-20250112-0042</p>' },
    TY: { title: 'Natanggap ang deposito', body: '<p>Naidagdag na sa iyong wallet ang deposito na <b>{cur}500.00</b>.</p><p>Reference: DP-20250112-0042</p>' },
    AR: { title: 'تم استلام الإيداع', body: '<p>تمت إضافة إيداعك بقيمة <b>{cur}500.00</b> إلى محفظتك.</p><p>المرجع: DP-20250112-0042</p>' },
  },
  withdrawal: {
    EN: { title: 'Withdrawal approved', body: '<p>Your withdrawal of <b>{cur}1,200.00</b> was approved and sent to your bank card ending 4821.</p><p>Funds usually arrive within 30 minutes.</p>' },
    TY: { title: 'Naaprubahan ang withdrawal', body: '<p>Naaprubahan ang iyong withdrawal na <b>{cur}1,200.00</b> at ipinadala sa bank card na nagtatapos sa 4821.</p><p>Karaniwang dumarating ang pera sa loob ng 30 minuto.</p>' },
    AR: { title: 'تمت الموافقة على السحب', body: '<p>تمت الموافقة على سحبك بقيمة <b>{cur}1,200.00</b> وأُرسل إلى بطاقتك المصرفية المنتهية بـ 4821.</p><p>تصل الأموال عادةً خلال 30 دقيقة.</p>' },
  },
  vip: {
    EN: { title: 'You reached a new VIP level', body: '<p>Congratulations! You are now <b>VIP 3</b>.</p><ul><li>Higher daily withdrawal limit</li><li>Weekly cashback of 0.8%</li><li>A birthday gift</li></ul>' },
    TY: { title: 'Umabot ka sa bagong VIP level', body: '<p>Binabati kita! Ikaw ay <b>VIP 3</b> na.</p><ul><li>Mas mataas na daily withdrawal limit</li><li>Lingguhang cashback na 0.8%</li><li>Regalo sa kaarawan</li></ul>' },
    AR: { title: 'وصلت إلى مستوى VIP جديد', body: '<p>تهانينا! أصبحت الآن <b>VIP 3</b>.</p><ul><li>حد سحب يومي أعلى</li><li>استرداد نقدي أسبوعي بنسبة 0.8%</li><li>هدية عيد ميلاد</li></ul>' },
  },
  cashback: {
    EN: { title: 'Weekly cashback credited', body: '<p>Your weekly cashback of <b>{cur}86.40</b> has been added to your balance. It needs 1x turnover before withdrawal.</p>' },
    TY: { title: 'Naidagdag ang lingguhang cashback', body: '<p>Naidagdag sa iyong balanse ang lingguhang cashback na <b>{cur}86.40</b>. Kailangan ng 1x turnover bago ito ma-withdraw.</p>' },
    AR: { title: 'تمت إضافة الاسترداد الأسبوعي', body: '<p>أُضيف استردادك النقدي الأسبوعي بقيمة <b>{cur}86.40</b> إلى رصيدك. يتطلب دورة رهان واحدة قبل السحب.</p>' },
  },
  security: {
    EN: { title: 'New sign-in to your account', body: '<p>Your account was signed in from a new device (Android, Chrome).</p><p>If this was not you, change your password in <a href="/m/set">Settings</a> now.</p>' },
    TY: { title: 'Bagong pag-sign in sa iyong account', body: '<p>Na-sign in ang iyong account mula sa bagong device (Android, Chrome).</p><p>Kung hindi ikaw ito, palitan agad ang password sa <a href="/m/set">Settings</a>.</p>' },
    AR: { title: 'تسجيل دخول جديد إلى حسابك', body: '<p>تم تسجيل الدخول إلى حسابك من جهاز جديد (Android، Chrome).</p><p>إن لم تكن أنت، غيّر كلمة المرور من <a href="/m/set">الإعدادات</a> الآن.</p>' },
  },
  reward: {
    EN: { title: 'Reward application approved', body: '<p>Your application for <b>Daily Reload 10%</b> was approved. {cur}150.00 bonus is in your wallet.</p>' },
    TY: { title: 'Naaprubahan ang reward application', body: '<p>Naaprubahan ang iyong application para sa <b>Daily Reload 10%</b>. Nasa wallet mo na ang {cur}150.00 na bonus.</p>' },
    AR: { title: 'تمت الموافقة على طلب المكافأة', body: '<p>تمت الموافقة على طلبك لعرض <b>إعادة الشحن اليومية 10%</b>. مكافأة {cur}150.00 في محفظتك.</p>' },
  },
  maintenance: {
    EN: { title: 'Scheduled maintenance', body: '<p>Live casino games will be under maintenance on Tuesday from 02:00 to 04:00. Slots stay open.</p>' },
    TY: { title: 'Nakatakdang maintenance', body: '<p>Magkakaroon ng maintenance ang live casino sa Martes mula 02:00 hanggang 04:00. Bukas pa rin ang slots.</p>' },
    AR: { title: 'صيانة مجدولة', body: '<p>ستخضع ألعاب الكازينو المباشر للصيانة يوم الثلاثاء من 02:00 إلى 04:00. تبقى ألعاب السلوت متاحة.</p>' },
  },
  // What a hostile back office could type into a message: the front end must show the words, never run them.
  verify: {
    EN: { title: 'Verify your account', body: '<p>Please confirm your mobile number in the Security centre.</p><img src="x" onerror="window.__sandboxXss = 4"><script>window.__sandboxXss = 5</script><a href="javascript:window.__sandboxXss = 6">Verify now</a><p onclick="window.__sandboxXss = 7">Terms apply.</p>' },
    TY: { title: 'I-verify ang iyong account', body: '<p>Pakikumpirma ang iyong mobile number sa Security center.</p><img src="x" onerror="window.__sandboxXss = 4"><script>window.__sandboxXss = 5</script><a href="javascript:window.__sandboxXss = 6">I-verify ngayon</a><p onclick="window.__sandboxXss = 7">May kondisyon.</p>' },
    AR: { title: 'وثّق حسابك', body: '<p>يرجى تأكيد رقم هاتفك في مركز الأمان.</p><img src="x" onerror="window.__sandboxXss = 4"><script>window.__sandboxXss = 5</script><a href="javascript:window.__sandboxXss = 6">وثّق الآن</a><p onclick="window.__sandboxXss = 7">تطبق الشروط.</p>' },
  },
};

/** Per demo account, its messages oldest first, each with how many days after the seed epoch it came and whether it is read. */
const INBOXES: Readonly<Record<string, readonly (readonly [key: string, day: number, read: boolean])[]>> = {
  demo00: [['welcome', 1, true], ['deposit', 11, true], ['security', 14, false], ['verify', 15, false], ['cashback', 18, false], ['maintenance', 20, true]],
  demo01: [['welcome', 1, true], ['deposit', 11, false], ['withdrawal', 12, true], ['vip', 13, false], ['cashback', 18, false], ['reward', 19, false], ['security', 20, false], ['verify', 21, false], ['maintenance', 22, false]],
  demo02: [['welcome', 1, true], ['verify', 9, false], ['deposit', 11, true], ['reward', 16, false]],
  agent01: [['welcome', 1, true], ['withdrawal', 12, false], ['vip', 13, true], ['maintenance', 22, false], ['cashback', 25, false]],
};

/** A seeded message's title and HTML body in a platform language, English where it has none. */
export function inboxTextIn(key: string, language: string): Text {
  const texts = MESSAGES[key];
  if (texts === undefined) throw new Error(`no seeded message ${key}`);
  return (texts as Readonly<Record<string, Text>>)[language] ?? texts.EN;
}

export interface InboxSeed {
  username: string;
  day: number;
  read: boolean;
  /** Title and HTML body by platform language code. */
  texts: Record<string, Text>;
}

/** Every seeded message in `languages` (the merchant's; EN always, as the platform's own text). */
export function inboxSeeds(languages: readonly string[], site: string, currency: string): InboxSeed[] {
  const fill = (s: string): string => s.replaceAll('{site}', site).replaceAll('{cur}', currency);
  const wanted = new Set(['EN', ...languages]);
  return Object.entries(INBOXES).flatMap(([username, list]) => list.map(([key, day, read]) => ({
    username, day, read,
    texts: Object.fromEntries(Object.entries(MESSAGES[key] ?? {}).filter(([language]) => wanted.has(language))
      .map(([language, text]) => [language, { title: fill(text.title), body: fill(text.body) }])),
  })));
}
