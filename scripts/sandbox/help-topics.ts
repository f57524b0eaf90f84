/** The sandbox's help centre (SPEC 2.11): the same topics in each language a merchant may list. */

interface Topic { title: string; steps: string[] }

const TOPICS: Record<string, Topic[]> = {
  EN: [
    { title: 'How to register', steps: ['Tap Register at the top of the home page.', 'Choose a username and a password, or register with your mobile number.', 'Enter the code in the picture and tap Register.'] },
    { title: 'How to deposit', steps: ['Open the menu and tap Deposit.', 'Choose a payment channel and enter the amount.', 'Follow the channel\'s steps; your balance updates once the deposit is approved.'] },
    { title: 'How to withdraw', steps: ['Bind a bank card in the Security centre.', 'Open Withdraw, enter the amount and your funds password.', 'Withdrawals are reviewed within 30 minutes.'] },
    { title: 'Account security', steps: ['Never share your password or SMS code.', 'Change your password regularly in Settings.', 'Log out on shared devices.'] },
    { title: 'Responsible gaming', steps: ['Play for fun, never to recover losses.', 'Set yourself a time and money limit before you play.', 'Contact customer service to pause your account at any time.'] },
    { title: 'Contact us', steps: ['Live chat is open 24 hours a day.', 'Our customer service answers in your language.', 'Have your username ready when you contact us.'] },
  ],
  AR: [
    { title: 'كيفية التسجيل', steps: ['اضغط على تسجيل أعلى الصفحة الرئيسية.', 'اختر اسم مستخدم وكلمة مرور، أو سجّل برقم هاتفك.', 'أدخل الرمز الظاهر في الصورة واضغط تسجيل.'] },
    { title: 'كيفية الإيداع', steps: ['افتح القائمة واضغط إيداع.', 'اختر قناة الدفع وأدخل المبلغ.', 'اتبع خطوات القناة؛ يتحدث رصيدك بعد الموافقة على الإيداع.'] },
    { title: 'كيفية السحب', steps: ['اربط بطاقة مصرفية في مركز الأمان.', 'افتح السحب وأدخل المبلغ وكلمة مرور الأموال.', 'تتم مراجعة طلبات السحب خلال 30 دقيقة.'] },
    { title: 'أمان الحساب', steps: ['لا تشارك كلمة المرور أو رمز الرسائل مع أحد.', 'غيّر كلمة المرور بانتظام من الإعدادات.', 'سجّل الخروج على الأجهزة المشتركة.'] },
    { title: 'اللعب المسؤول', steps: ['العب للمتعة، لا لتعويض الخسائر.', 'حدد لنفسك وقتاً ومبلغاً قبل اللعب.', 'تواصل مع خدمة العملاء لإيقاف حسابك مؤقتاً في أي وقت.'] },
    { title: 'اتصل بنا', steps: ['الدردشة المباشرة متاحة على مدار الساعة.', 'تجيبك خدمة العملاء بلغتك.', 'جهّز اسم المستخدم عند التواصل معنا.'] },
  ],
  TY: [
    { title: 'Paano mag-register', steps: ['I-tap ang Register sa itaas ng home page.', 'Pumili ng username at password, o mag-register gamit ang mobile number.', 'Ilagay ang code sa larawan at i-tap ang Register.'] },
    { title: 'Paano mag-deposit', steps: ['Buksan ang menu at i-tap ang Deposit.', 'Pumili ng payment channel at ilagay ang halaga.', 'Sundin ang mga hakbang; maa-update ang balanse kapag naaprubahan ang deposit.'] },
    { title: 'Paano mag-withdraw', steps: ['Mag-bind ng bank card sa Security center.', 'Buksan ang Withdraw, ilagay ang halaga at ang funds password.', 'Sinusuri ang mga withdrawal sa loob ng 30 minuto.'] },
    { title: 'Seguridad ng account', steps: ['Huwag ibahagi ang password o SMS code.', 'Palitan ang password nang regular sa Settings.', 'Mag-log out sa mga shared device.'] },
    { title: 'Responsableng paglalaro', steps: ['Maglaro para sa saya, hindi para bawiin ang talo.', 'Magtakda ng limitasyon sa oras at pera bago maglaro.', 'Kausapin ang customer service para i-pause ang account anumang oras.'] },
    { title: 'Makipag-ugnayan', steps: ['Bukas ang live chat 24 oras.', 'Sumasagot ang customer service sa iyong wika.', 'Ihanda ang username kapag nakikipag-ugnayan sa amin.'] },
  ],
};

/** What a hostile back office could type into a topic: the front end must show the words, never run them. */
const HOSTILE = '<p onclick="alert(1)">Terms apply.</p><img src="x" onerror="alert(document.cookie)"><script>alert(1)</script><a href="javascript:alert(1)">More</a>';

/** The topics the help centre answers in a platform language, English where it has none. */
export function helpTopicsIn(language: string): readonly Topic[] {
  return TOPICS[language] ?? TOPICS['EN']!;
}

/** Rows for the help_topics table: every topic in every language, the last topic of each carrying hostile markup. */
export function helpTopicRows(): { title: string; content: string; language: string; sequence: number }[] {
  return Object.entries(TOPICS).flatMap(([language, topics]) => topics.map((topic, sequence) => ({
    title: topic.title,
    language,
    sequence,
    content: `<h3>${topic.title}</h3><ol>${topic.steps.map((s) => `<li>${s}</li>`).join('')}</ol>${sequence === topics.length - 1 ? HOSTILE : ''}`,
  })));
}
