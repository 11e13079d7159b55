import { ensureCounterAtLeast } from '@dosyt/functions/db/counters';
import { db } from '@dosyt/functions/db/service';
import type { Media } from '@dosyt/functions/content/media';
import { sanitizeRichText } from '@dosyt/functions/content/sanitize';
import { rebuildPostFeed } from '@dosyt/functions/content/post-feed';
import { CONTENT_CATEGORIES } from '@dosyt/functions/reference/seed/content-skeleton';
import { DEFAULT_MENU, DEFAULTS, SITE_NAME } from '../../../web/src/features/public-site/lib/constants';

/**
 * Sample public content written by the team: every landing section, the
 * categories, posts for every tab, the team, coordinators, partners and
 * contacts. Illustrations are the self-made SVGs in web/public/content/
 * (see content-art.ts). Phone numbers of services are the real national lines;
 * coordinators' phones and e-mails are placeholders (example.org).
 */

let mediaId = 0;
const documentId = (prefix: string, n: number) => `${prefix}${String(n).padStart(24 - prefix.length, '0')}`;

/** An SVG as a Strapi media object; an SVG scales, so every format points at the one file. */
function svgMedia(path: string, width: number, height: number, alternativeText: string, withFormats = false): Media {
  mediaId += 1;
  const url = `/content/${path}`;
  const name = path.split('/').pop()!;
  const hash = name.replace(/\.svg$/, '');
  const at = '2024-09-01T09:00:00.000Z';
  const format = (prefix: string, w: number) => ({
    name: `${prefix}_${name}`,
    hash,
    ext: '.svg',
    mime: 'image/svg+xml',
    path: null,
    width: w,
    height: Math.round((w * height) / width),
    size: 0.7,
    sizeInBytes: 700,
    url,
  });
  return {
    id: mediaId,
    documentId: documentId('m', mediaId),
    name,
    alternativeText,
    caption: null,
    width,
    height,
    formats: withFormats ? { thumbnail: format('thumbnail', 234), small: format('small', 500), medium: format('medium', 750) } : null,
    hash,
    ext: '.svg',
    mime: 'image/svg+xml',
    size: 0.7,
    url,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    createdAt: at,
    updatedAt: at,
    publishedAt: at,
  };
}

const postArt = (n: number, alt: string) => svgMedia(`posts/post-${String(n).padStart(2, '0')}.svg`, 1200, 800, alt, true);

/** The categories are the skeleton's (the cloud's seed writes the same ones). */
export { CONTENT_CATEGORIES };

type CategorySlug = (typeof CONTENT_CATEGORIES)[number]['slug'];

interface SamplePost {
  slug: string;
  title: string;
  categories: CategorySlug[];
  publishedAt: string;
  body: string;
  alt: string;
  slides?: boolean;
  buttonText?: string;
}

/** Oldest first: ids follow this order, and the site lists the newest (highest id) first. */
export const SAMPLE_POSTS: SamplePost[] = [
  {
    slug: 'nova-komanda-volonterok',
    title: 'Нова команда волонтерок приєдналася до проєкту',
    categories: ['news'],
    publishedAt: '2024-09-12T10:00:00.000Z',
    alt: 'Пагорби під ранковим сонцем',
    body: `<p>Цієї осені до проєкту долучилися дванадцять волонтерок із різних громад Полтавщини: психологині, соціальні працівниці, студентки-юристки.</p>
<p>Кожна пройшла навчання з першої психологічної допомоги та правил конфіденційності. Тепер вони чергують на зворотних дзвінках і супроводжують жінок до служб у громадах.</p>`,
  },
  {
    slug: 'navchannia-dlia-politseiskykh-i-sotspratsivnykiv',
    title: 'Навчання для поліцейських і соціальних працівників',
    categories: ['training', 'news'],
    publishedAt: '2024-10-03T10:00:00.000Z',
    alt: 'Спокійний краєвид із двома постатями',
    body: `<p>Ми провели дводенний тренінг для дільничних офіцерів поліції та фахівців із соціальної роботи трьох громад.</p>
<ul><li>як говорити з постраждалою, не звинувачуючи її;</li><li>як оцінити ризики і скласти план безпеки;</li><li>як швидко передати звернення потрібному фахівцю.</li></ul>
<p>Учасники домовилися про спільний порядок дій, щоб жодне звернення не загубилося між службами.</p>`,
  },
  {
    slug: 'yurydychni-konsultatsii-dlia-postrazhdalykh',
    title: 'Юридичні консультації для постраждалих: як це було',
    categories: ['victim-help'],
    publishedAt: '2024-10-21T10:00:00.000Z',
    alt: 'Теплі пагорби на світанку',
    body: `<p>Протягом місяця юристки проєкту безоплатно проконсультували понад сорок жінок. Найчастіше питали про захисні приписи, розлучення та аліменти.</p>
<p>Консультації відбувалися телефоном або в месенджері, без камери. Якщо вам потрібна така допомога, <a href="/help-form">залиште звернення</a> — ми передзвонимо.</p>`,
  },
  {
    slug: 'peredaly-nabory-hihiieny-do-prytulku',
    title: 'Передали 60 наборів гігієни до притулку',
    categories: ['goods-help'],
    publishedAt: '2024-11-05T10:00:00.000Z',
    alt: 'Блакитні пагорби й рожеве сонце',
    body: `<p>Завдяки небайдужим людям ми зібрали і передали до притулку для постраждалих шістдесят наборів засобів гігієни, дитячий одяг і ковдри.</p>
<p>Дякуємо всім, хто доєднався до збору. Наступний збір оголосимо в розділі «Анонси».</p>`,
  },
  {
    slug: 'piata-onlain-zustrich-u-telegram',
    title: 'Провели п’яту онлайн-зустріч для жінок у Telegram',
    categories: ['tg-meetings'],
    publishedAt: '2024-11-19T10:00:00.000Z',
    alt: 'Рожеві пагорби під світлим небом',
    body: `<p>Тема зустрічі — як відновити сили після тривалого стресу. Психологиня поділилася простими вправами для сну і заземлення.</p>
<p>Зустрічі проходять у закритому чаті: можна не вмикати камеру, не називати себе і просто слухати.</p>`,
  },
  {
    slug: 'pidsumky-pivrichchia',
    title: 'Підсумки півріччя: кожне звернення отримало відповідь',
    categories: ['news'],
    publishedAt: '2024-12-20T10:00:00.000Z',
    alt: 'Зелені пагорби під сонцем',
    slides: true,
    body: `<p>За пів року роботи платформи фахівці отримали сотні звернень із громад Полтавщини. Кожне з них було опрацьоване: хтось отримав консультацію, хтось — супровід до поліції чи суду, хтось — безпечне житло.</p>
<p><strong>Дякуємо</strong> фахівцям громад, волонтеркам і партнерам, які були поруч.</p>`,
  },
  {
    slug: 'dity-yaki-bachat-nasylstvo',
    title: 'Діти, які бачать насильство, теж постраждалі',
    categories: ['blog', 'victim-help'],
    publishedAt: '2025-01-14T10:00:00.000Z',
    alt: 'Лілові пагорби під персиковим сонцем',
    body: `<p>Дитина, яка чує сварки і бачить побиття, переживає насильство, навіть якщо її саму не б’ють. Це впливає на сон, навчання і здоров’я.</p>
<h2>Що може допомогти</h2>
<ul><li>спокійно пояснити дитині, що вона ні в чому не винна;</li><li>дати їй відчуття передбачуваності: звичний розпорядок, знайомі речі;</li><li>звернутися до дитячого психолога.</li></ul>
<p>Національна дитяча гаряча лінія: <a href="tel:116111">116 111</a>.</p>`,
  },
  {
    slug: 'yak-pidtrymaty-podruhu',
    title: 'Як підтримати подругу, яка розповіла про насильство',
    categories: ['blog'],
    publishedAt: '2025-02-04T10:00:00.000Z',
    alt: 'Смарагдові пагорби',
    body: `<p>Найважливіше — вислухати і повірити. Не питайте «чому ти не пішла раніше»: людина робить усе, що може, щоб вижити.</p>
<ul><li>скажіть, що вона не винна;</li><li>запропонуйте конкретну допомогу: побути поруч, зателефонувати разом;</li><li>поважайте її рішення, навіть якщо воно вам не подобається.</li></ul>`,
  },
  {
    slug: 'ekonomichne-nasylstvo',
    title: 'Економічне насильство — теж насильство',
    categories: ['blog'],
    publishedAt: '2025-02-25T10:00:00.000Z',
    alt: 'Помаранчеві пагорби на світанку',
    body: `<p>Коли партнер забирає зарплату, забороняє працювати чи вимагає звіту за кожну гривню — це економічне насильство. Закон визнає його так само, як фізичне.</p>
<p>Юристки проєкту допоможуть розібратися з аліментами, спільним майном і виплатами.</p>`,
  },
  {
    slug: 'plan-bezpeky',
    title: 'План безпеки: що підготувати заздалегідь',
    categories: ['blog', 'victim-help'],
    publishedAt: '2025-03-11T10:00:00.000Z',
    alt: 'Блакитні пагорби під ранковим небом',
    body: `<p>План безпеки допомагає діяти швидко, коли стає небезпечно.</p>
<ul><li>копії документів — у людини, якій ви довіряєте;</li><li>трохи грошей і запасний ключ;</li><li>номери телефонів, які ви знаєте напам’ять;</li><li>умовне слово для близьких, що вам потрібна допомога.</li></ul>
<p>Якщо небезпека поруч просто зараз — телефонуйте <a href="tel:102">102</a>.</p>`,
  },
  {
    slug: 'yak-rozpiznaty-domashnie-nasylstvo',
    title: 'Як розпізнати домашнє насильство: п’ять ознак',
    categories: ['blog'],
    publishedAt: '2025-03-28T10:00:00.000Z',
    alt: 'Рожеві пагорби і жовте сонце',
    body: `<p>Насильство не завжди залишає синці. Зверніть увагу, якщо партнер:</p>
<ol><li>контролює, з ким ви спілкуєтеся і куди ходите;</li><li>принижує вас наодинці чи при людях;</li><li>погрожує вам, дітям або собі;</li><li>забирає гроші чи документи;</li><li>змушує до близькості.</li></ol>
<p>Ви не винні в тому, що відбувається, і маєте право на допомогу.</p>`,
  },
  {
    slug: 'kolonka-psykholohyni-pro-ekonomichne-nasylstvo',
    title: 'Колонка психологині проєкту для обласної газети',
    categories: ['in-media'],
    publishedAt: '2025-04-08T10:00:00.000Z',
    alt: 'Оливкові пагорби під теплим сонцем',
    buttonText: 'Читати колонку',
    body: `<p>Психологиня проєкту написала для обласної газети колонку про те, чому жінкам буває важко піти від кривдника і як рідні можуть допомогти, не тиснучи.</p>`,
  },
  {
    slug: 'proiekt-na-oblasnomu-radio',
    title: 'Про проєкт розповіли на обласному радіо',
    categories: ['in-media'],
    publishedAt: '2025-04-22T10:00:00.000Z',
    alt: 'Лілові пагорби з двома постатями',
    body: `<p>Координаторка проєкту розповіла в ефірі, як працює онлайн-звернення: анонімно, без камери, з дзвінком від фахівця вашої громади.</p>`,
  },
  {
    slug: 'telesiuzhet-pro-mobilni-hrupy',
    title: 'Телесюжет про мобільні групи підтримки',
    categories: ['in-media'],
    publishedAt: '2025-05-06T10:00:00.000Z',
    alt: 'Зелені пагорби й світле небо',
    body: `<p>Журналісти місцевого телебачення провели день із мобільною групою: як фахівчині доїжджають до віддалених сіл і чому конфіденційність — головне правило.</p>`,
  },
  {
    slug: 'interviu-koordynatorky',
    title: 'Інтерв’ю координаторки для місцевого видання',
    categories: ['in-media'],
    publishedAt: '2025-05-20T10:00:00.000Z',
    alt: 'Теплі пагорби і світле сонце',
    body: `<p>Про перші місяці роботи, найчастіші запити і про те, чому допомога онлайн для багатьох жінок — єдина безпечна можливість звернутися.</p>`,
  },
  {
    slug: 'bezpechni-kimnaty-v-hromadakh',
    title: 'Безпечні кімнати в центрах громад',
    categories: ['initiatives', 'news'],
    publishedAt: '2025-06-03T10:00:00.000Z',
    alt: 'Сині пагорби під рожевим сонцем',
    body: `<p>Разом із громадами облаштовуємо тихі кімнати, де можна поговорити з фахівчинею наодинці, зателефонувати чи перечекати небезпеку.</p>`,
  },
  {
    slug: 'mobilna-hrupa-pidtrymky',
    title: 'Мобільна група підтримки виїжджає у громади',
    categories: ['initiatives', 'victim-help'],
    publishedAt: '2025-06-17T10:00:00.000Z',
    alt: 'Рожеві пагорби на світанку',
    slides: true,
    body: `<p>Психологиня і соціальна працівниця щотижня виїжджають до віддалених громад. Про візит можна домовитися через форму звернення.</p>`,
  },
  {
    slug: 'zbir-rechei-dlia-prytulku',
    title: 'Збір речей для жінок у притулку',
    categories: ['announcements', 'goods-help'],
    publishedAt: '2025-07-01T10:00:00.000Z',
    alt: 'Оливкові пагорби під жовтим сонцем',
    body: `<p>Збираємо нові засоби гігієни, постільну білизну, дитячий одяг і взуття. Пункт прийому та години роботи уточнюйте за телефоном проєкту.</p>`,
  },
  {
    slug: 'treninh-persha-psykholohichna-dopomoha',
    title: 'Тренінг для волонтерок: перша психологічна допомога',
    categories: ['announcements', 'training'],
    publishedAt: '2025-07-15T10:00:00.000Z',
    alt: 'Лілові пагорби під персиковим сонцем',
    body: `<p>Запрошуємо волонтерок і волонтерів на безоплатний онлайн-тренінг. Поговоримо, як підтримати людину в кризі і не зашкодити собі.</p>`,
  },
  {
    slug: 'zustrich-pidtrymky-ty-ne-sama',
    title: 'Зустріч підтримки у Telegram: «Ти не сама»',
    categories: ['announcements', 'tg-meetings'],
    publishedAt: '2025-07-29T10:00:00.000Z',
    alt: 'Смарагдові пагорби з двома постатями',
    body: `<p>Наступна онлайн-зустріч для жінок відбудеться у закритому чаті Telegram. Можна приєднатися анонімно і без камери.</p>
<p>Щоб отримати запрошення, <a href="/help-form">залиште звернення</a> і вкажіть зручний месенджер.</p>`,
  },
];

interface Entry {
  collection: string;
  id: number;
  fields: Record<string, unknown>;
  publishedAt?: string;
}

const PUBLISHED = '2024-09-01T09:00:00.000Z';

/** Every section of the landing: one entry per single-type collection. */
export function sampleSections(): Entry[] {
  const single = (collection: string, slug: string, fields: Record<string, unknown>): Entry => ({ collection, id: 1, fields: { slug, ...fields } });
  return [
    single('site-infos', 'site-info', {
      logo: svgMedia('logo.svg', 96, 96, SITE_NAME),
      location: DEFAULTS.location,
      link: '/support',
      buttonText: DEFAULTS.supportButton,
      // Demo contacts: the national hotline's free landline number, a demo messenger and address; the organisation
      // puts its own in /admin/content («Контакти організації»).
      phone: '0800500335',
      messengerTitle: 'Telegram',
      messengerLink: 'https://t.me/dosyt_demo',
      addresses: [{ title: 'Приймальня (демо)', text: 'м. Полтава — точну адресу повідомляємо під час дзвінка' }],
      // The header menu the site shows when the content service has none: one list.
      menuItems: DEFAULT_MENU.map((item) => ({ ...item })),
      socials: [
        { title: 'Facebook', url: 'https://www.facebook.com/', icon: 'facebook' },
        { title: 'Instagram', url: 'https://www.instagram.com/', icon: 'instagram' },
        { title: 'Telegram', url: 'https://t.me/', icon: 'telegram' },
      ],
      icons: [],
    }),
    single('heroes', 'hero', {
      textLeft: 'Ви не одні. Допомога поруч',
      textRight:
        'Проєкт Досить допомагає жінкам і чоловікам, які потерпають від домашнього чи гендерно зумовленого насильства. Звернутися можна онлайн і анонімно: фахівці вашої громади зателефонують вам, розпитають і підкажуть, що робити далі.',
      img: svgMedia('hero.svg', 1200, 800, 'Спокійний краєвид: пагорби під лагідним сонцем'),
      helpLink: '/help-form',
      buttonText: 'Звернутися по допомогу',
    }),
    single('partners', 'partner', {
      title: 'Наші партнери',
      text: 'Ми працюємо разом із громадськими організаціями, службами громад і волонтерськими ініціативами.',
      slider: [
        svgMedia('partners/partner-1.svg', 240, 240, 'Громадська ініціатива «Світанок»'),
        svgMedia('partners/partner-2.svg', 240, 240, 'Центр соціальних служб громади'),
        svgMedia('partners/partner-3.svg', 240, 240, 'Юридична клініка «Право на захист»'),
        svgMedia('partners/partner-4.svg', 240, 240, 'Жіночий простір «Берегиня»'),
        svgMedia('partners/partner-5.svg', 240, 240, 'Волонтерська мережа «Поруч»'),
        svgMedia('partners/partner-6.svg', 240, 240, 'Психологічна служба «Опора»'),
      ],
      settings: { loop: true, autoplay: false },
    }),
    single('problems', 'problem', {
      titleText: 'З чим ми допомагаємо',
      sections: [
        {
          text: 'Фізичне насильство',
          description: 'Побиття, штовхання, погрози зброєю, позбавлення їжі чи сну. Це злочин, і ви маєте право на захист.',
          backgroundColor: '#f5f3ff',
          textColor: '#2e1065',
          src: '/content/icons/problem-home.svg',
        },
        {
          text: 'Психологічне насильство',
          description: 'Приниження, погрози, постійний контроль, ізоляція від рідних і друзів.',
          backgroundColor: '#ecfdf5',
          textColor: '#064e3b',
          src: '/content/icons/problem-talk.svg',
        },
        {
          text: 'Економічне насильство',
          description: 'Заборона працювати, відбирання грошей чи документів, вимога звітувати за кожну витрату.',
          backgroundColor: '#fff7ed',
          textColor: '#7c2d12',
          src: '/content/icons/problem-wallet.svg',
        },
        {
          text: 'Сексуальне насильство',
          description: 'Будь-які дії сексуального характеру без вашої згоди, зокрема в шлюбі.',
          backgroundColor: '#eff6ff',
          textColor: '#1e3a8a',
          src: '/content/icons/problem-shield.svg',
        },
        {
          text: 'Насильство щодо дітей',
          description: 'Дитина страждає і тоді, коли стає свідком насильства між дорослими.',
          backgroundColor: '#fdf2f8',
          textColor: '#831843',
          src: '/content/icons/problem-child.svg',
        },
        {
          text: 'Переслідування і кібернасильство',
          description: 'Стеження за телефоном, погрози в месенджерах, поширення особистих фото.',
          backgroundColor: '#f7fee7',
          textColor: '#365314',
          src: '/content/icons/problem-phone.svg',
        },
      ],
    }),
    single('helps', 'help', {
      titleText: 'Яку допомогу можна отримати',
      description: 'Уся допомога безоплатна і конфіденційна. Ви самі вирішуєте, що розповідати і які кроки робити.',
      helpItems: [
        { image: '/content/icons/help-heart.svg', description: 'Психологічна підтримка телефоном або в месенджері — без камери, за бажанням анонімно.' },
        { image: '/content/icons/help-scales.svg', description: 'Безоплатна правова консультація: заборонні приписи, заява до поліції, розлучення, аліменти.' },
        { image: '/content/icons/help-house.svg', description: 'Соціальний супровід: документи, виплати, влаштування дітей до садочка чи школи.' },
        { image: '/content/icons/help-cross.svg', description: 'Направлення до лікаря і допомога з фіксацією тілесних ушкоджень.' },
        { image: '/content/icons/help-bed.svg', description: 'Тимчасовий безпечний прихисток для вас і ваших дітей.' },
        { image: '/content/icons/help-box.svg', description: 'Речі першої потреби: одяг, засоби гігієни, товари для дітей.' },
      ],
    }),
    single('teams', 'team', {
      titleText: 'Наша команда',
      description: 'Психологині, юристки, соціальні працівниці та волонтери, які щодня відповідають на звернення.',
      link: '/support',
      buttonText: 'Долучитися до команди',
      items: [
        { name: 'Оксана Мирошниченко', title: 'Керівниця проєкту', src: '/content/team/member-1.svg' },
        { name: 'Наталія Бондар', title: 'Психологиня', src: '/content/team/member-2.svg' },
        { name: 'Ірина Савченко', title: 'Юристка', src: '/content/team/member-3.svg' },
        { name: 'Марина Ткаченко', title: 'Соціальна працівниця', src: '/content/team/member-4.svg' },
        { name: 'Андрій Левченко', title: 'Координатор волонтерів', src: '/content/team/member-5.svg' },
        { name: 'Юлія Кравець', title: 'Комунікаційниця', src: '/content/team/member-6.svg' },
      ],
      slides: [
        svgMedia('team/slide-1.svg', 1200, 800, 'Зустріч команди'),
        svgMedia('team/slide-2.svg', 1200, 800, 'Тренінг у громаді'),
        svgMedia('team/slide-3.svg', 1200, 800, 'Виїзд мобільної групи'),
        svgMedia('team/slide-4.svg', 1200, 800, 'Збір речей для притулку'),
      ],
    }),
    single('coordiners', 'coordiner', {
      titleText: 'Координаторки в громадах',
      items: [
        {
          name: 'Олена Гончаренко',
          responsibility: 'Полтавська міська громада',
          phone: '0500000101',
          email: 'poltava@example.org',
          photo: 'coordinator-1.svg',
        },
        {
          name: 'Тетяна Руденко',
          responsibility: 'Кременчуцька міська громада',
          phone: '0670000102',
          email: 'kremenchuk@example.org',
          photo: 'coordinator-2.svg',
        },
        {
          name: 'Світлана Петренко',
          responsibility: 'Миргородська міська громада',
          phone: '0930000103',
          email: 'myrhorod@example.org',
          photo: 'coordinator-3.svg',
        },
        { name: 'Галина Кравченко', responsibility: 'Лубенська міська громада', phone: '0990000104', email: 'lubny@example.org', photo: 'coordinator-4.svg' },
      ],
      photos: [1, 2, 3, 4].map((n) => svgMedia(`coordinators/coordinator-${n}.svg`, 400, 400, '')),
    }),
    single('search-volonters', 'search-volonter', {
      titleText: 'Шукаємо волонтерок і волонтерів: психологів, юристів, водіїв — усіх, хто готовий допомагати',
      buttontText: 'Стати волонтером',
      link: '/support',
    }),
    single('contacts', 'contact', {
      titleText: 'Куди звернутися по допомогу',
      link: '/help-form',
      buttonText: 'Залишити звернення онлайн',
      items: [
        { number: '102', title: 'Поліція', description: 'Якщо вам загрожує небезпека просто зараз. Дзвінок безкоштовний.' },
        {
          number: '116 123',
          title: 'Національна гаряча лінія з попередження домашнього насильства',
          description: 'Безкоштовно з мобільного. Консультації психолога і юриста.',
        },
        { number: '0 800 500 335', title: 'Національна гаряча лінія зі стаціонарного телефону', description: 'Безкоштовно по всій Україні.' },
        {
          number: '15-47',
          title: 'Урядова гаряча лінія з питань домашнього насильства',
          description: 'Безкоштовно. Підкаже, куди звернутися у вашій громаді.',
        },
        { number: '116 111', title: 'Національна дитяча гаряча лінія', description: 'Для дітей і підлітків та дорослих, які турбуються про дитину.' },
        { number: '0 800 213 103', title: 'Безоплатна правнича допомога', description: 'Консультації юристів і адвокат за рахунок держави.' },
      ],
    }),
    single('poltava-contacts', 'poltava-contact', {
      titleText1: 'Полтавська область',
      titleText2: 'Екстрені служби і допомога на місці',
      items: [
        { number: '112', title: 'Єдиний номер екстрених служб', description: 'Поліція, швидка, рятувальники — з будь-якого телефону.' },
        { number: '102', title: 'Поліція', description: 'Поліція може винести кривднику терміновий заборонний припис.' },
        { number: '103', title: 'Швидка медична допомога', description: 'Якщо потрібна медична допомога після нападу.' },
        { number: '15-45', title: 'Урядова контактна лінія', description: 'Допоможе знайти контакти служб у вашій громаді.' },
      ],
    }),
    single('so-maths', 'so-math', {
      titleText: 'Ось така математика',
      items: [
        { title: '1 з 3', text: 'жінок у світі протягом життя зазнає фізичного або сексуального насильства (дані ВООЗ).' },
        { title: 'до 10 діб', text: 'діє терміновий заборонний припис, який поліція виносить кривднику.' },
        { title: '0 грн', text: 'коштує звернення: уся допомога проєкту безоплатна.' },
        { title: '3 кроки', text: 'заповніть форму, дочекайтеся дзвінка, отримайте підтримку.' },
      ],
      img: svgMedia('so-math.svg', 1200, 800, ''),
      link: '/help-form',
      buttonText: 'Попросити про допомогу',
    }),
  ];
}

export function samplePosts(): Entry[] {
  const categoryId = new Map(CONTENT_CATEGORIES.map((c) => [c.slug as string, c.id]));
  return SAMPLE_POSTS.map((post, i) => ({
    collection: 'posts',
    id: i + 1,
    fields: {
      slug: post.slug,
      title: post.title,
      description: sanitizeRichText(post.body),
      img: postArt(i + 1, post.alt),
      slides: post.slides ? [1, 2, 3, 4].map((n) => svgMedia(`posts/slide-${n}.svg`, 1200, 800, `${post.title}: фото ${n}`, true)) : [],
      categories: post.categories.map((slug) => categoryId.get(slug)!),
      ...(post.buttonText ? { buttonText: post.buttonText } : {}),
    },
    publishedAt: post.publishedAt,
  }));
}

/** Writes the sample content (idempotent: fixed ids, puts overwrite). */
export async function seedContent(): Promise<void> {
  mediaId = 0;
  const entries: Entry[] = [
    ...sampleSections(),
    ...CONTENT_CATEGORIES.map((c) => ({ collection: 'categories', id: c.id, fields: { title: c.title, slug: c.slug } })),
    ...samplePosts(),
  ];
  await db()
    .entities.contentEntry.put(
      entries.map((e, i) => ({
        collection: e.collection,
        id: e.id,
        documentId: documentId('c', i + 1),
        fields: e.fields,
        slug: String(e.fields.slug ?? ''),
        publishedAt: e.publishedAt ?? PUBLISHED,
      })),
    )
    .go();
  for (const collection of new Set(entries.map((e) => e.collection))) {
    await ensureCounterAtLeast(`content-${collection}`, Math.max(...entries.filter((e) => e.collection === collection).map((e) => e.id)));
  }
  await ensureCounterAtLeast('content-media', mediaId);
  await rebuildPostFeed();
}
