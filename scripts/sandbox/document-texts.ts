/**
 * The sandbox's documents (SPEC 2.14 Terms, Policy, Sponsor): what an operator writes in the back office, in
 * each language a merchant may list. The privacy policy has the six sections of the registration's policy
 * dialog (SPEC 2.5). `{brand}` is the merchant's name.
 */

export type DocumentKind = 'terms' | 'policy' | 'sponsor';

interface Section { heading: string; text: string }
interface Document { title: string; sections: Section[] }

const DOCUMENTS: Record<string, Record<DocumentKind, Document>> = {
  EN: {
    terms: {
      title: 'Terms and conditions',
      sections: [
        { heading: 'Who may play', text: 'You must be of legal age in your country and hold one account only. Accounts opened for someone else are closed and their balance is held.' },
        { heading: 'Your account', text: 'Keep your password and SMS codes to yourself. Every bet placed with your password is yours.' },
        { heading: 'Deposits and withdrawals', text: 'Deposits are credited once the payment channel confirms them. Withdrawals go to a bank card bound in your name and are reviewed before payment.' },
        { heading: 'Promotions', text: 'Each promotion has its own terms, shown with it. A bonus may have to be wagered before it can be withdrawn.' },
        { heading: 'Fair play', text: 'Game results come from the game providers and are final. Abuse of a fault, collusion or software that plays for you void the bets concerned.' },
        { heading: 'Changes', text: '{brand} may change these terms; the date above shows the last change. Playing after a change means you accept it.' },
      ],
    },
    policy: {
      title: 'Privacy policy',
      sections: [
        { heading: 'Introduction', text: '{brand} respects your privacy. This policy says which personal data we keep and why.' },
        { heading: 'Purpose', text: 'We use your data to run your account, pay your winnings, meet the law on money laundering and protect you from fraud.' },
        { heading: 'Access', text: 'You may ask customer service for a copy of your data and have it corrected at any time.' },
        { heading: 'Confidentiality', text: 'Your data is stored encrypted and only staff who need it for their work can read it.' },
        { heading: 'Recipients', text: 'We share data only with payment providers, game providers and authorities that the law names.' },
        { heading: 'Monitoring', text: 'Play and payments are monitored to keep the games fair and to spot signs of problem gambling.' },
      ],
    },
    sponsor: {
      title: 'Our sponsorships',
      sections: [
        { heading: 'Proud partners', text: '{brand} backs the teams and events our players love, and works only with licensed game providers.' },
        { heading: 'Play responsibly', text: 'Every partnership carries our responsible-gaming message: play for fun, within the limits you set.' },
      ],
    },
  },
  TY: {
    terms: {
      title: 'Mga tuntunin at kondisyon',
      sections: [
        { heading: 'Sino ang puwedeng maglaro', text: 'Dapat nasa legal na edad ka sa iyong bansa at may iisang account lamang. Isinasara ang account na binuksan para sa iba at pinipigil ang balanse nito.' },
        { heading: 'Ang iyong account', text: 'Huwag ibahagi ang password at mga SMS code. Sa iyo ang bawat taya na ginawa gamit ang iyong password.' },
        { heading: 'Deposito at withdrawal', text: 'Naikakredito ang deposito kapag kinumpirma ito ng payment channel. Ipinapadala ang withdrawal sa bank card na nakapangalan sa iyo at sinusuri bago bayaran.' },
        { heading: 'Mga promosyon', text: 'May sariling tuntunin ang bawat promosyon na kasama nitong ipinapakita. Maaaring kailangang itaya muna ang bonus bago ito ma-withdraw.' },
        { heading: 'Patas na laro', text: 'Galing sa mga game provider ang resulta ng laro at pinal ito. Walang bisa ang mga taya kapag may pang-aabuso sa mali, sabwatan o software na naglalaro para sa iyo.' },
        { heading: 'Mga pagbabago', text: 'Maaaring baguhin ng {brand} ang mga tuntuning ito; ipinapakita ng petsa sa itaas ang huling pagbabago. Ang paglalaro pagkatapos ng pagbabago ay pagtanggap dito.' },
      ],
    },
    policy: {
      title: 'Patakaran sa privacy',
      sections: [
        { heading: 'Panimula', text: 'Iginagalang ng {brand} ang iyong privacy. Sinasabi ng patakarang ito kung aling personal na datos ang iniingatan namin at bakit.' },
        { heading: 'Layunin', text: 'Ginagamit namin ang iyong datos para patakbuhin ang account, bayaran ang panalo, sundin ang batas laban sa money laundering at protektahan ka sa panloloko.' },
        { heading: 'Access', text: 'Maaari kang humingi sa customer service ng kopya ng iyong datos at ipatama ito anumang oras.' },
        { heading: 'Pagiging kumpidensyal', text: 'Naka-encrypt ang iyong datos at ang mga kawaning nangangailangan lamang nito sa trabaho ang nakakabasa.' },
        { heading: 'Mga tatanggap', text: 'Ibinabahagi lamang namin ang datos sa mga payment provider, game provider at awtoridad na itinakda ng batas.' },
        { heading: 'Pagsubaybay', text: 'Sinusubaybayan ang laro at bayad para manatiling patas ang mga laro at makita ang mga palatandaan ng problema sa pagsusugal.' },
      ],
    },
    sponsor: {
      title: 'Aming mga sponsorship',
      sections: [
        { heading: 'Mga ipinagmamalaking partner', text: 'Sinusuportahan ng {brand} ang mga koponan at event na mahal ng aming mga manlalaro, at nakikipagtulungan lamang sa mga lisensyadong game provider.' },
        { heading: 'Maglaro nang responsable', text: 'Dala ng bawat partnership ang aming mensahe: maglaro para sa saya, sa loob ng mga limitasyong itinakda mo.' },
      ],
    },
  },
  AR: {
    terms: {
      title: 'الشروط والأحكام',
      sections: [
        { heading: 'من يحق له اللعب', text: 'يجب أن تكون قد بلغت السن القانونية في بلدك وأن تملك حساباً واحداً فقط. يُغلق الحساب المفتوح لشخص آخر ويُحتجز رصيده.' },
        { heading: 'حسابك', text: 'احتفظ بكلمة المرور ورموز الرسائل لنفسك. كل رهان يتم بكلمة مرورك يُحسب عليك.' },
        { heading: 'الإيداع والسحب', text: 'يُضاف الإيداع بعد أن تؤكده قناة الدفع. يُرسل السحب إلى بطاقة مصرفية مربوطة باسمك ويُراجع قبل الدفع.' },
        { heading: 'العروض', text: 'لكل عرض شروطه الخاصة المعروضة معه. قد يلزم المراهنة بالمكافأة قبل سحبها.' },
        { heading: 'اللعب النزيه', text: 'نتائج الألعاب صادرة عن مزودي الألعاب وهي نهائية. استغلال الأعطال أو التواطؤ أو البرامج التي تلعب عنك يُبطل الرهانات المعنية.' },
        { heading: 'التعديلات', text: 'يجوز لـ {brand} تعديل هذه الشروط؛ يبيّن التاريخ أعلاه آخر تعديل. استمرارك في اللعب بعد التعديل يعني قبوله.' },
      ],
    },
    policy: {
      title: 'سياسة الخصوصية',
      sections: [
        { heading: 'مقدمة', text: 'تحترم {brand} خصوصيتك. توضح هذه السياسة البيانات الشخصية التي نحتفظ بها وسبب ذلك.' },
        { heading: 'الغرض', text: 'نستخدم بياناتك لإدارة حسابك ودفع أرباحك والالتزام بقوانين مكافحة غسل الأموال وحمايتك من الاحتيال.' },
        { heading: 'الاطلاع', text: 'يمكنك أن تطلب من خدمة العملاء نسخة من بياناتك وتصحيحها في أي وقت.' },
        { heading: 'السرية', text: 'تُحفظ بياناتك مشفرة ولا يطلع عليها إلا الموظفون الذين يحتاجونها في عملهم.' },
        { heading: 'الجهات المستلمة', text: 'لا نشارك البيانات إلا مع مزودي الدفع ومزودي الألعاب والجهات التي يحددها القانون.' },
        { heading: 'المراقبة', text: 'تُراقب عمليات اللعب والدفع لضمان نزاهة الألعاب ورصد علامات اللعب القهري.' },
      ],
    },
    sponsor: {
      title: 'رعاياتنا',
      sections: [
        { heading: 'شركاء نفخر بهم', text: 'تدعم {brand} الفرق والفعاليات التي يحبها لاعبونا، ولا تتعامل إلا مع مزودي ألعاب مرخصين.' },
        { heading: 'العب بمسؤولية', text: 'تحمل كل شراكة رسالتنا: العب للمتعة وضمن الحدود التي تضعها لنفسك.' },
      ],
    },
  },
};

/** When the seeded documents last changed: days before the seed's epoch. */
const CHANGED_DAYS_AGO: Record<DocumentKind, number> = { terms: 30, policy: 45, sponsor: 7 };
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DocumentRow { kind: DocumentKind; language: string; title: string; content: string; updatedAt: number }

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Rows for the documents table: each kind in each language, its sections as headed paragraphs. */
export function documentRows(brand: string, epoch: number): DocumentRow[] {
  return Object.entries(DOCUMENTS).flatMap(([language, kinds]) => (Object.entries(kinds) as [DocumentKind, Document][]).map(([kind, doc]) => ({
    kind,
    language,
    title: doc.title,
    content: doc.sections.map((s) => `<h3>${escape(s.heading)}</h3><p>${escape(s.text.replaceAll('{brand}', brand))}</p>`).join(''),
    updatedAt: epoch - CHANGED_DAYS_AGO[kind] * DAY_MS,
  })));
}
