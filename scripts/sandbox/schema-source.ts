/**
 * Source of the API contract in schemas/api/*.schema.json (SPEC 3, 7). Edit here, then run
 * `node scripts/sandbox/write-schemas.ts`; a test fails when the JSON files are stale.
 */
import { arr, bool, envelope, family, int, map, nullable, num, obj, ref, str, yn, type Schema } from './schema-dsl.ts';

const date = (d: string): Schema => str(d, { pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const page = (d = 'Page number, from 1.'): Schema => int(d, { minimum: 1, maximum: 100000 });
const size = (max = 100): Schema => int('Page size.', { minimum: 0, maximum: max });
const code = (d: string): Schema => str(d, { minLength: 1, maxLength: 64 });
const text = (d: string, max = 254): Schema => str(d, { maxLength: max });
const ANN_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'A'];
const CATEGORIES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'BGS'];
const gameType = (d: string): Schema => str(d, { enum: CATEGORIES });
const CONTRACT_KINDS = ['daily', 'dividend', 'hourly'];
const REBATE = '^\\d{1,2}\\.\\d$';
const agentMoney = (d: string): Schema => str(`${d} Decimal string, 2 decimals.`, { pattern: '^\\d{1,15}\\.\\d{2}$' });
const agentSignedMoney = (d: string): Schema => str(`${d} Decimal string, 2 decimals, may be negative.`, { pattern: '^-?\\d{1,15}\\.\\d{2}$' });

const common = family('common', 'Common', 'Shapes shared by every call family: the failure envelope.', {
  ErrorResponse: obj('A refused or failed call. HTTP 200 for business refusals (wrong password, invalid code), 400 for a request that breaks its schema, 401 without a valid session (SPEC 8 logged out), 403 for free_reject or a missing right, 429 when rate limited.', {
    success: { type: 'boolean', const: false, description: 'Always false.' },
    code: str('Stable error code (see API_ERROR in src/api/endpoints.ts).'),
    message: str('The platform\'s English message (SPEC 8 texts), or the schema violation.'),
    value: obj('Extra facts about the failure.', {
      captcha: bool('Login failed: a captcha is now required (SPEC 4, 8: data.value.captcha).'),
      field: str('Name of the offending request field.'),
      retryAfterMs: int('Rate limited: milliseconds until a retry may pass.'),
    }),
  }, ['success', 'code', 'message']),
});

const sessionDef = obj('The session a login answers (stored as MC_SESSION_INFO, SPEC 3).', {
  token: str('Session token; send as `Authorization: Bearer <token>`.', { minLength: 16 }),
  merchantCode: str('Merchant code.'),
  userName: str('Account name.'),
  type: int('Customer type (SPEC 6, D4): 0, 1, 2 real; 4 trial.', { enum: [0, 1, 2, 4, 40, 41, 42] }),
  agent: bool('The account is an agent with a downline.'),
  firstTimeLogin: bool('First login of this account.'),
  read: bool('The member has read every player notice.'),
  expirationTime: int('When the token expires, ms since epoch.'),
  rememberToken: ref('RememberToken', 'Present when the login asked to remember this device (remember and deviceId), never for a trial account: the only credential the device keeps for its next sign-in (D26).'),
}, ['token', 'merchantCode', 'userName', 'type', 'agent', 'firstTimeLogin', 'read', 'expirationTime']);

/** D26 remember token: 256 random bits, base64url; the platform keeps only its hash. */
const rememberToken = str('A remember token (D26): 256 random bits as base64url. The platform stores only its hash; it is bound to the device id it was issued for, single use (each sign-in answers the next one; presenting a spent token revokes every token descended from the same login), valid 30 days, and void after any password change.', { pattern: '^[A-Za-z0-9_-]{43}$' });
const deviceId = str('Random id this browser made once and keeps (D26); a remember token only works with the device id it was issued for.', { pattern: '^[A-Za-z0-9_-]{16,128}$' });

const session = family('session', 'SessionApi', 'Login, logout, test play and trial accounts (SPEC 7 Login, Logout, Test play).', {
  LoginRequest: obj('Login payload (SPEC 3). Sent encrypted (DESIGN 4) with the `Encryption` header; the JWE payload adds ts and nonce.', {
    username: code('Account name, or the mobile number when type is sms.'),
    password: text('Password (type username).', 64),
    verificationCode: str('SMS code (type sms).', { pattern: '^\\d{1,10}$' }),
    captcha: str('Captcha digits, required after a failed login.', { pattern: '^\\d{1,6}$' }),
    captchaId: str('Id of the captcha answered (from the captcha call); without it the client\'s latest captcha counts.'),
    type: str('Login method.', { enum: ['username', 'sms', 'firebase'] }),
    loginKind: str('Kind of login screen: member (default) or agent (D5).', { enum: ['member', 'agent'] }),
    firebaseChannel: text('Firebase channel (unused by the sandbox).'),
    firebaseIdToken: text('Firebase token (unused by the sandbox).', 4096),
    firebaseMobileNo: text('Firebase mobile number (unused by the sandbox).'),
    countryDialingCode: str('Dialing code without +.', { pattern: '^\\d{0,4}$' }),
    remember: bool('The user chose to stay signed in; with deviceId the session answers a rememberToken for that device (D26).'),
    deviceId: ref('DeviceId'),
    geetest: { type: ['boolean', 'string'], description: 'Human-verification flag.' },
  }, ['username']),
  Session: sessionDef,
  RememberToken: rememberToken,
  DeviceId: deviceId,
  LoginResponse: envelope('A successful login or trial account.', ref('Session')),
  LogoutResponse: envelope('The token is invalidated.', null),
  RememberLoginRequest: obj('Sign-in with a remember token instead of a password (D26). Encrypted like login. Every refusal (unknown, spent, revoked, expired, another device, another account, an account that may no longer sign in) answers one code, REMEMBER_TOKEN_REFUSED, with "The account has been logged out, please log in again"; a spent token or a token shown with another device id or account also revokes its whole family.', {
    username: code('Account name, or the mobile number when type is sms: the remembered account.'),
    rememberToken: ref('RememberToken'),
    deviceId: ref('DeviceId'),
    type: str('Login method the token was remembered for.', { enum: ['username', 'sms'] }),
    remember: bool('Keep remembering (default true): the session answers the next rememberToken; false spends the token and answers none.'),
  }, ['username', 'rememberToken', 'deviceId']),
  RememberForgetRequest: obj('Revokes a live remember token and every token of its family (the player chose to use a password, or unticked remember); a spent, revoked or unknown token changes nothing, so a copy of an old token cannot sign the owner out. Encrypted like login; answers success either way.', {
    rememberToken: ref('RememberToken'),
  }, ['rememberToken']),
  RememberForgetResponse: envelope('The token and its family are revoked.', null),
  TestPlayRequest: obj('Test play for a module (SPEC 4 Free play).', { moduleId: code('Module id.') }),
  TestPlayResponse: envelope('Whether test play is open.', obj('Test play state.', { trial: bool('Trial state: the trial flow may start.') }, ['trial'])),
});

const fieldRule = obj('Validation of one registration field.', {
  required: bool('Must be filled.'),
  pattern: str('Regular expression for a non-empty value.'),
  message: str('Message when it fails.'),
  minLength: int('Shortest value.'),
  maxLength: int('Longest value.'),
}, ['required']);

const register = family('register', 'RegisterApi', 'Registration: settings, checks, captcha and the register calls (SPEC 3, 5, 7 Register).', {
  RegisterSettingsResponse: envelope('Per-field registration settings, the shape of merchants/<code>/registration.json.', { $ref: '../registration.schema.json' }),
  ValidationSettingsResponse: envelope('Rules by field name (SPEC 5 Registration).', map(ref('FieldRule'), 'Rule per enabled field name.')),
  FieldRule: fieldRule,
  UsernameAvailableQuery: obj('Username availability.', { username: code('Wanted username.') }, ['username']),
  UsernameAvailableResponse: envelope('Availability.', obj('Availability.', { available: bool('No account holds it.') }, ['available'])),
  VerificationQuery: obj('Checks an SMS code without consuming it.', {
    mobileNum: str('Mobile number.', { pattern: '^\\d{4,20}$' }),
    countryDialingCode: str('Dialing code.', { pattern: '^\\d{0,4}$' }),
    verificationCode: str('SMS code.', { pattern: '^\\d{1,10}$' }),
  }, ['mobileNum', 'verificationCode']),
  VerificationResponse: envelope('Check result.', obj('Check result.', { valid: bool('The code matches and has not expired.') }, ['valid'])),
  CaptchaResponse: envelope('A new captcha (digits drawn as SVG).', obj('Captcha.', {
    captchaId: str('Id to send back with the answer.'),
    image: str('data:image/svg+xml;base64 URL of the picture.'),
    length: int('Number of digits.'),
    expirationTime: int('Expiry, ms since epoch.'),
  }, ['captchaId', 'image', 'length', 'expirationTime'])),
  InvitationCodeQuery: obj('Invitation code check (reads data.success).', { code: code('Invitation (affiliate) code.'), domain: text('Site host.') }, ['code']),
  InvitationCodeResponse: envelope('The code is valid; an invalid code answers ErrorResponse with "Invalid invitation code".', obj('Code owner.', { agent: str('Account that owns the code.') }, ['agent'])),
  RegisterRequest: obj('Registration payload (SPEC 3). Encrypted like login.', {
    countryDialingCode: str('Dialing code.', { pattern: '^\\d{0,4}$' }),
    registerUrl: text('Host of the site.'),
    registerMethod: str('Where it registers from.', { enum: ['APP', 'H5', 'WEBCLIP', 'PWA'] }),
    username: text('Username (by-username registration).', 64),
    password: text('Password.', 64),
    confirmPassword: text('Password again.', 64),
    affiliateCode: text('Invitation code.', 32),
    paymentPassword: text('Payment password.', 64),
    recommenderId: text('Recommender.', 64),
    nickname: text('Nickname.', 64),
    payeeName: text('Payee name.', 64),
    email: text('E-mail.'),
    mobileNum: text('Mobile number.', 20),
    idNumber: text('Id number.', 64),
    qqNum: text('QQ.', 64), facebook: text('Facebook.', 128), wechat: text('WeChat.', 64), line: text('Line.', 64),
    whatsapp: text('WhatsApp.', 64), zalo: text('Zalo.', 64),
    birthday: { anyOf: [date('YYYY-MM-DD'), { type: 'string', maxLength: 0 }], description: 'Birthday YYYY-MM-DD, or empty.' },
    captcha: str('Captcha digits.', { pattern: '^\\d{0,6}$' }),
    captchaId: str('Id of the captcha answered.'),
    type: int('Registration type, always 0.', { enum: [0] }),
    domain: text('Site domain.'),
    verificationCode: str('SMS code.', { pattern: '^\\d{0,10}$' }),
    firebaseChannel: text('Firebase channel.'),
    firebaseIdToken: text('Firebase token.', 4096),
    moduleId: text('Module id.', 32),
  }, ['password']),
  RegisterResponse: envelope('Registered ("Registered successfully", ready for login).', obj('New account.', { userName: str('Account name.') }, ['userName'])),
});

const sms = family('sms', 'SmsApi', 'SMS verification codes (SPEC 3, 7 SMS; D21).', {
  SmsSendRequest: obj('Send a code. mobileNum (or mobileNo, D21) with countryDialingCode.', {
    mobileNum: str('Mobile number.', { pattern: '^\\d{4,20}$' }),
    mobileNo: str('Mobile number (older field name).', { pattern: '^\\d{4,20}$' }),
    countryDialingCode: str('Dialing code.', { pattern: '^\\d{0,4}$' }),
    purpose: str('What the code is for.', { enum: ['register', 'login', 'password'] }),
    captcha: str('Human verification: captcha digits.', { pattern: '^\\d{0,6}$' }),
    captchaId: str('Captcha id.'),
    geetest: { type: ['boolean', 'string'], description: 'Human verification flag.' },
  }),
  SmsSendResponse: envelope('Code sent.', obj('Sent.', { expirationTime: int('When the code expires, ms since epoch.') }, ['expirationTime'])),
});

const password = family('password', 'PasswordApi', 'Password change (v2, D22), set by phone, forgot by e-mail (SPEC 7 Password).', {
  ChangePasswordRequest: obj('Change password v2.', {
    oldPassword: text('Current password.', 64), newPassword: str('New password.', { minLength: 1, maxLength: 64 }),
    confirmNewPassword: str('New password again.', { minLength: 1, maxLength: 64 }),
    deviceId: { allOf: [{ $ref: 'session.schema.json#/definitions/DeviceId' }], description: 'This device remembers the account (D26, R4-28): answer a new remember token bound to it. Every older remember token of the account is void either way.' },
  }, ['oldPassword', 'newPassword', 'confirmNewPassword']),
  ChangePasswordResponse: envelope('Done; every remember token of the account is void (D26).', obj('Change result.', {
    rememberToken: { allOf: [{ $ref: 'session.schema.json#/definitions/RememberToken' }], description: 'The renewed remember token for the deviceId of the request; absent without one.' },
  })),
  SetPasswordByPhoneRequest: obj('Set password by phone (encrypted JSON).', {
    newPassword: str('New password.', { minLength: 1, maxLength: 64 }),
    mobileNum: str('Mobile number.', { pattern: '^\\d{4,20}$' }),
    countryDialingCode: str('Dialing code.', { pattern: '^\\d{0,4}$' }),
    verificationCode: str('SMS code.', { pattern: '^\\d{1,10}$' }),
    firebaseIdToken: text('Firebase token.', 4096),
  }, ['newPassword', 'mobileNum', 'verificationCode']),
  ForgotPasswordRequest: obj('Forgot password by e-mail (a JSON body, like every call: SPEC 7 has it form-urlencoded, which a cross-site form could post).', { username: code('Account name.'), email: str('E-mail on file.', { minLength: 3, maxLength: 254 }) }, ['username', 'email']),
  PasswordResponse: envelope('Done.', null),
});

const promotionDef = obj('A promotion (SPEC 3 Promotion/announcement).', {
  id: int('Promotion id.'),
  linkedPromotionId: nullable(int('Linked promotion.')),
  title: str('Title.'),
  content: str('HTML content (sanitise before use).'),
  category: str('Category code, e.g. player_rank_rules.'),
  startDate: date('Start YYYY-MM-DD.'),
  endDate: nullable(date('End YYYY-MM-DD, null with noExpiry 1.')),
  noExpiry: int('1 = no end date.', { enum: [0, 1] }),
  promoAnnouncementCategoryIds: arr(int('Category id.'), 'Category ids.'),
  announcementImages: arr(obj('Image.', { url: str('Image URL.'), sequence: int('Sequence; 1 is the header.') }, ['url', 'sequence']), 'Images.'),
  imageRequired: yn('A reward application needs an image.'),
  remarkRequired: yn('A reward application needs remarks.'),
  groupName: str('Group, e.g. m_activity.'),
  joined: bool('The session\'s member joined it.'),
  action: obj('Where its go button leads when no reward application is needed (issue 18 point 1): none, an address, or a route of this site.', {
    type: str('Kind.', { enum: ['none', 'url', 'route'] }), target: str('URL or route; empty with none.'),
  }, ['type', 'target']),
}, ['id', 'linkedPromotionId', 'title', 'content', 'category', 'startDate', 'endDate', 'noExpiry', 'promoAnnouncementCategoryIds', 'announcementImages', 'imageRequired', 'remarkRequired', 'groupName', 'joined', 'action']);

const promotion = family('promotion', 'PromotionApi', 'Promotions, joining, reward applications and the unclaimed count (SPEC 2.9, 3, 5, 7 Promotion).', {
  Promotion: promotionDef,
  PromotionCategory: obj('Promotion category of the menu.', { id: int('Category id.'), code: str('Category code.'), name: str('Display name.') }, ['id', 'code', 'name']),
  PromotionListQuery: obj('Filter.', { category: text('Only this category code.', 64), language: text('Language code.', 8) }),
  PromotionListResponse: envelope('Promotions and their categories.', obj('List.', {
    categories: arr(ref('PromotionCategory'), 'Categories in menu order.'),
    list: arr(ref('Promotion'), 'Promotions.'),
  }, ['categories', 'list'])),
  JoinRequest: obj('Sign up for a promotion.', { promotionId: int('Promotion id.', { minimum: 1 }) }, ['promotionId']),
  RewardApplyForm: obj('Reward application as multipart/form-data (SPEC 2.9, 5, 7; D8): text fields promotionId and remarks, one `pictures` file part per picture. The platform checks each file\'s bytes (JPEG or PNG), its size and the count against the merchant\'s limits (constants.limits: imagesMax, imageBytesMax, remarksMax), and refuses with 4xx and the reason.', {
    promotionId: int('Promotion id (a text field, read as a number).', { minimum: 1 }),
    remarks: str('Remarks.'),
    pictures: arr({ tsType: 'File', description: 'A JPEG or PNG picture (file part).' }, 'Pictures in the order chosen.'),
  }, ['promotionId']),
  RewardApplication: obj('A stored reward application.', {
    id: int('Application id.'), promotionId: int('Promotion id.'), remarks: str('Remarks.'),
    pictures: arr(obj('A picture as stored.', { name: str('File name as sent.'), type: str('Media type as sent.'), bytes: int('Size in bytes.', { minimum: 0 }) }, ['name', 'type', 'bytes']), 'Pictures in the order sent.'),
    status: str('Review state.', { enum: ['pending', 'approved', 'rejected'] }),
    createdAt: int('ms since epoch.'),
  }, ['id', 'promotionId', 'remarks', 'pictures', 'status', 'createdAt']),
  RewardApplicationsResponse: envelope('The member\'s applications, newest first.', obj('List.', { list: arr(ref('RewardApplication'), 'Applications.') }, ['list'])),
  UnclaimedCountResponse: envelope('Unclaimed promotions for the reward badge (SPEC 2.3).', obj('Count.', { count: int('Unclaimed count.', { minimum: 0 }) }, ['count'])),
  SuccessResponse: envelope('Done (reads data.success).', null),
});

const announcementDef = obj('An announcement or banner (SPEC 3).', {
  id: int('Id.'), announcementId: int('Same id, as the read call names it.'),
  type: str('Type: B banner, PL player, PU popup, PR promotion, H hot, A agent.', { enum: ANN_TYPES }),
  title: str('Title.'), content: str('HTML content (sanitise before use).'),
  startDate: date('Start YYYY-MM-DD.'), endDate: nullable(date('End.')),
  groupName: str('Group: m_home, m_reg, m_activity ...'),
  read: bool('Read by the session\'s member (false for guests).'),
  url: str('Banner image URL (B); empty otherwise.'),
  action: obj('What a click does.', { type: str('Kind.', { enum: ['none', 'url', 'route', 'game', 'promotion'] }), target: str('URL, route, game nodeId or promotion id.') }, ['type', 'target']),
  sequence: int('Order.'),
}, ['id', 'announcementId', 'type', 'title', 'content', 'startDate', 'endDate', 'groupName', 'read', 'url', 'action', 'sequence']);

const annList = (d: string): Schema => arr(ref('Announcement'), d);
const announcement = family('announcement', 'AnnouncementApi', 'Banners, notices, popups, hot news, agent announcements and read flags (SPEC 3, 7 Announcements).', {
  Announcement: announcementDef,
  AnnouncementsQuery: obj('Which types to answer.', {
    types: str('Comma separated types.', { pattern: `^(${ANN_TYPES.join('|')})(,(${ANN_TYPES.join('|')}))*$` }),
    platform: str('M mobile, W web.', { enum: ['M', 'W'] }),
    merchantCode: text('Merchant code.', 64),
    groupName: text('Only this group.', 64),
    cache: { type: ['boolean', 'string'], description: 'Client cache option (ignored).' },
    flush: { type: ['boolean', 'string'], description: 'Client flush option (ignored).' },
    language: text('Language code.', 8),
  }, ['types']),
  AnnouncementsResponse: envelope('Announcements by group (SPEC 3 Announcement response groups).', obj('Groups.', {
    banners: annList('Type B.'), player: annList('Type PL notices with read flags.'), popup: annList('Type PU; the first item\'s content is used.'),
    promotion: arr({ $ref: 'promotion.schema.json#/definitions/Promotion' }, 'Type PR: promotions.'),
    hot: annList('Type H.'), agent: annList('Type A.'),
    footer: obj('Counters.', { unreadCount: int('Unread of the answered types.'), total: int('Items answered.') }, ['unreadCount', 'total']),
  }, ['banners', 'player', 'popup', 'promotion', 'hot', 'agent', 'footer'])),
  MarkReadRequest: obj('Mark one announcement read.', { announcementId: int('Id.', { minimum: 1 }), read: { type: 'boolean', const: true, description: 'Always true.' } }, ['announcementId']),
  MarkReadResponse: envelope('Marked.', obj('Counters.', { unreadCount: int('Unread player and agent notices left.') }, ['unreadCount'])),
  NoticesQuery: obj('Notices.', { types: str('PL (default) or A.', { enum: ['PL', 'A'] }), language: text('Language code.', 8) }),
  NoticesResponse: envelope('Notices.', obj('Notices.', { list: annList('Notices, newest first.'), unreadCount: int('Unread.') }, ['list', 'unreadCount'])),
});

const csLink = obj('Customer service link (SPEC 3).', {
  type: str('Kind: CS, whatsapp, telegram ...'),
  title: str('Title.'),
  path: str('The link, obfuscated (R3-19): base64 (RFC 4648 section 4, standard alphabet, "=" padding optional) of the URL\'s UTF-8 bytes; "aHR0cHM6Ly93YS5tZS82MzkxNzAwMDAwMDA=" is https://wa.me/639170000000. The client leaves out a link whose path does not decode, or whose URL is not http(s) (tg:// too for kind telegram).', { pattern: '^[A-Za-z0-9+/]*={0,2}$' }),
}, ['type', 'title', 'path']);
const system = family('system', 'SystemApi', 'System status, customer service, help centre and templates (SPEC 3, 4, 7).', {
  PublicKey: obj('The platform key that login, registration and password bodies are encrypted for (DESIGN 4).', {
    alg: { type: 'string', const: 'RSA-OAEP-256', description: 'Key management algorithm.' },
    enc: { type: 'string', const: 'A256GCM', description: 'Content encryption.' },
    kid: str('Key id.'),
    jwk: obj('Public JWK.', { kty: str('RSA.'), n: str('Modulus.'), e: str('Exponent.'), kid: str('Key id.'), alg: str('Algorithm.'), use: str('enc.') }, ['kty', 'n', 'e']),
    spki: str('The same key as SPKI PEM.'),
  }, ['alg', 'enc', 'kid', 'jwk', 'spki']),
  CustomerServiceLink: csLink,
  Resource: obj('Download link (SPEC 3).', { resourceType: str('IOS, Android, MOBILECONFIG, MOBILEPROVISION, AppDownloadIcon, TELEGRAM, FACEBOOK ...'), url: str('Link.'), icon: str('Icon URL.') }, ['resourceType', 'url', 'icon']),
  SystemStatus: obj('System status data (SPEC 3, 4).', {
    status: int('0 app, 1 maintenance (wins), 2 region restriction.', { enum: [0, 1, 2] }),
    maintenance: bool('Maintenance is on.'),
    regionRestriction: bool('The client\'s IP or region is blocked.'),
    location: obj('Client location.', { ip: str('Client IP.'), country: str('Country code.') }, ['ip', 'country']),
    serverTime: int('Sandbox clock, ms since epoch.'),
    info: obj('Platform info.', {
      customerService: arr(ref('CustomerServiceLink'), 'Customer service links.'),
      domainRoute: arr(str('Domain.'), 'Domain routes.'),
      mobileTemplate: obj('Templates; they win over the merchant config\'s (DESIGN 3).', { mem_cen: str('Member centre: "1" new.'), dep_func: str('Deposit: "1" new.') }, ['mem_cen', 'dep_func']),
      paths: map(str('Path.'), 'Named platform paths.'),
      register: obj('Registration summary.', { version: str('Settings version.'), captcha: bool('Captcha enabled.'), methods: arr(str('Method.', { enum: ['username', 'mobile'] }), 'Enabled methods.') }, ['version', 'captcha', 'methods']),
      resources: arr(ref('Resource'), 'Download links of every resourceType. The TELEGRAM, IOS, Android, MOBILECONFIG and MOBILEPROVISION links win over the merchant config\'s (DESIGN 3).'),
      whitelabel: map(bool('On.'), 'Whitelabel flags; each one sent wins over the merchant config\'s (DESIGN 3).'),
      modules: map(bool('On.'), 'Module ids; each one sent wins over the merchant config\'s (DESIGN 3).'),
      agentMenu: arr(str('Agent menu key.'), 'Agent menu keys the whitelabel menu permits (SPEC 6); when sent, the list replaces the merchant config\'s.'),
      mainDomain: str('Main domain.'),
      imageCDNs: arr(str('CDN base.'), 'Image CDN bases; vendor icons live at <cdn>/<merchant>/vendor/<vassalage>.png.'),
      publicKey: ref('PublicKey'),
      currencySymbol: str('Currency symbol.'),
      languages: arr(str('Platform language code.'), 'Languages of the merchant.'),
    }, ['customerService', 'domainRoute', 'mobileTemplate', 'paths', 'register', 'resources', 'whitelabel', 'modules', 'mainDomain', 'imageCDNs', 'publicKey', 'currencySymbol', 'languages']),
  }, ['status', 'maintenance', 'regionRestriction', 'location', 'serverTime', 'info']),
  SystemStatusResponse: envelope('System status.', ref('SystemStatus')),
  CustomerServiceResponse: envelope('Customer service links (value.version.pathList).', obj('Versioned list.', {
    version: obj('Version.', { pathList: arr(ref('CustomerServiceLink'), 'Links.') }, ['pathList']),
  }, ['version'])),
  HelpQuery: obj('Help centre.', { device: str('Device.', { enum: ['MOBILE', 'WEB'] }), lang: text('Language code.', 8) }),
  HelpTopic: obj('Help topic (SPEC 3).', { id: int('Id.'), title: str('Title.'), content: str('HTML content.') }, ['id', 'title', 'content']),
  HelpResponse: envelope('Topics (data.value list).', arr(ref('HelpTopic'), 'Topics in menu order.')),
  SetTemplateResponse: envelope('Templates (SPEC 4 Template).', obj('Templates.', { mem_cen: str('"1" new member centre.'), dep_func: str('"1" new deposit.') }, ['mem_cen', 'dep_func'])),
});

const chat = family('chat', 'ChatApi', 'Live chat and inbox counters (SPEC 7 Chat, Inbox). Type 4 gets 403 free_reject.', {
  ChatLaunchQuery: obj('Launch chat.', {
    b2c: str('Always 1.', { enum: ['1'] }), language: text('Language.', 8), backUrl: text('Return URL.', 2048),
    headerColor: text('Header colour.', 32), title: text('Title.', 128),
  }),
  ChatLaunchResponse: envelope('Chat page (value.chatUrl).', obj('Chat.', { chatUrl: str('URL to open.') }, ['chatUrl'])),
  UnreadCountResponse: envelope('Unread count (reads value).', int('Unread items.', { minimum: 0 })),
});

const messageId = int('Message id.', { minimum: 1, maximum: 2147483647 });
const inboxSummary: Record<string, Schema> = {
  id: int('Message id.'), title: str('Title in the language asked for, else the platform\'s own (EN).'), sentAt: int('When it was sent, ms since epoch.'),
  read: bool('The member has opened it.'),
};
const inbox = family('inbox', 'InboxApi', 'The member\'s inbox /m/webEmail (SPEC 1, 2.8, 6, 7 Inbox): a page of messages, one opened (which marks it read), one deleted. Every call needs a session; type 4 gets 403 free_reject; a message of another member is 404, as one that does not exist.', {
  InboxListQuery: obj('A page of messages, newest first.', { pageNo: page(), pageSize: int('Page size (default 20).', { minimum: 1, maximum: 50 }), language: text('Language code (EN when absent).', 8) }),
  InboxMessageSummary: obj('A message in the list (no body).', inboxSummary, ['id', 'title', 'sentAt', 'read']),
  InboxListResponse: envelope('A page of the member\'s messages.', obj('Page.', {
    list: arr(ref('InboxMessageSummary'), 'Messages, newest first.'), pageNum: int('This page.'), totalPages: int('Pages (0 when the inbox is empty).'),
    total: int('Messages in the inbox.'), unreadCount: int('Unread messages in the inbox.', { minimum: 0 }),
  }, ['list', 'pageNum', 'totalPages', 'total', 'unreadCount'])),
  InboxReadRequest: obj('Open one message: answers its body and marks it read.', { messageId, language: text('Language code (EN when absent).', 8) }, ['messageId']),
  InboxMessage: obj('An opened message.', { ...inboxSummary, content: str('HTML body (sanitise before use).') }, ['id', 'title', 'sentAt', 'read', 'content']),
  InboxReadResponse: envelope('The message, now read, and the unread count left.', obj('Read.', {
    message: ref('InboxMessage'), unreadCount: int('Unread messages left.', { minimum: 0 }),
  }, ['message', 'unreadCount'])),
  InboxDeleteQuery: obj('Delete one message (DELETE takes it in the query).', { messageId }, ['messageId']),
  InboxDeleteResponse: envelope('Deleted; the unread count left.', obj('Counters.', { unreadCount: int('Unread messages left.', { minimum: 0 }) }, ['unreadCount'])),
});

const member = family('member', 'MemberApi', 'Member info, wallet and deposit entry (SPEC 3, 7 Member).', {
  MemberInfo: obj('Member info (cached as memberInfo).', {
    id: int('Member id.'), type: int('Customer type.'), account: str('Account name.'), nickname: str('Nickname.'),
    clubLabel: nullable(obj('VIP label.', { labelName: str('VIP level label.') }, ['labelName'])),
    agent: bool('Has a downline (agent).'),
    mobileNum: str('Mobile on file or empty.'), email: str('E-mail on file or empty.'),
    dividendInfo: str('Non-empty when contract prompts may show (SPEC 6).'),
  }, ['id', 'type', 'account', 'nickname', 'clubLabel', 'agent', 'mobileNum', 'email', 'dividendInfo']),
  MemberInfoResponse: envelope('Member info.', ref('MemberInfo')),
  WalletResponse: envelope('Wallet.', obj('Wallet.', { sumBalance: num('Total balance.'), currencySymbol: str('Currency symbol.') }, ['sumBalance', 'currencySymbol'])),
  AffiliateCodeResponse: envelope('The member\'s invitation (affiliate) code for referrals (value.code; empty when the member has none).', obj('Affiliate code.', { code: str('Invitation code.') }, ['code'])),
  DepositResponse: envelope('The deposit entry check: names of the deposit channels open to the member (type 4 gets free_reject, SPEC 5, 8); the wallet family has the channels in full (depositChannels).', obj('Deposit.', { channels: arr(str('Channel name.'), 'Channels.') }, ['channels'])),
});

const agent = family('agent', 'AgentApi', 'Agent contracts and team KPIs (SPEC 3, 6, 7 Agent; D16).', {
  ContractResponse: envelope('Contract requests.', obj('Contract info.', {
    dailysalreqtype: str('Non-empty: daily salary contract pending.'), divtypecompperiodreq: str('Non-empty: dividend contract pending.'),
    contracthoursalreq: str('Non-empty: hourly salary contract pending.'),
  }, ['dailysalreqtype', 'divtypecompperiodreq', 'contracthoursalreq'])),
  TeamKpiQuery: obj('Team KPI for a period.', { startDate: date('From.'), endDate: date('To.'), size: int('Rows wanted (0: footer only).', { minimum: 0, maximum: 500 }) }),
  Downline: obj('A downline member.', { userName: str('Account.'), type: int('Type.'), registeredAt: int('ms.'), lastLoginAt: int('ms.'), online: bool('Online now.'), betAmount: num('Bets in the period.') }, ['userName', 'type', 'registeredAt', 'lastLoginAt', 'online', 'betAmount']),
  TeamKpiResponse: envelope('KPIs (reads value.footer).', obj('KPIs.', {
    list: arr(ref('Downline'), 'Downline rows.'),
    footer: obj('Team counters (SPEC 2.13).', {
      teamLoginMemberCount: int('Logged-in members.'), teamBetMemberCount: int('Betting members.'),
      teamRegisterMemberCount: int('Registered members.'), teamOnlineCount: int('Online members.'),
    }, ['teamLoginMemberCount', 'teamBetMemberCount', 'teamRegisterMemberCount', 'teamOnlineCount']),
  }, ['list', 'footer'])),
  // issue 20: contract terms and answers, the team pages' reports, opening downline accounts
  ContractKindQuery: obj('Which contract.', { kind: str('daily (salary), dividend or hourly (salary), D16.', { enum: CONTRACT_KINDS }) }, ['kind']),
  ContractTier: obj('One tier of a contract.', { threshold: agentMoney('Team bets (or team loss for dividends) from which the rate applies.'), rate: str('Rate in percent, e.g. "1.50".', { pattern: '^\\d{1,3}\\.\\d{2}$' }) }, ['threshold', 'rate']),
  ContractTermsResponse: envelope('The offered terms and the agent\'s answer so far.', obj('Terms.', {
    kind: str('Contract kind.', { enum: CONTRACT_KINDS }), period: str('Settlement period: day, half-month or hour.', { enum: ['day', 'half-month', 'hour'] }),
    minActiveMembers: int('Active members needed in a period for the contract to pay.'),
    tiers: arr(ref('ContractTier'), 'Tiers, lowest threshold first.'),
    status: str('pending, accepted or declined.', { enum: ['pending', 'accepted', 'declined'] }),
  }, ['kind', 'period', 'minActiveMembers', 'tiers', 'status'])),
  ContractAnswerRequest: obj('The agent\'s answer to a contract.', { kind: str('Contract kind.', { enum: CONTRACT_KINDS }), accept: bool('true accepts, false declines.') }, ['kind', 'accept']),
  ContractAnswerResponse: envelope('Stored.', obj('Answer.', { kind: str('Contract kind.', { enum: CONTRACT_KINDS }), status: str('accepted or declined.', { enum: ['accepted', 'declined'] }) }, ['kind', 'status'])),
  TeamRangeQuery: obj('A team report over a date range (UTC days, at most 92 days), paged.', {
    startDate: date('From (inclusive).'), endDate: date('To (inclusive).'), pageNo: page(), pageSize: size(100),
    userName: text('Only this downline member (must be in the caller\'s team).', 64),
  }, ['startDate', 'endDate']),
  TeamOverviewDay: obj('One day of the team.', { date: date('Day.'), registered: int('Members registered that day.'), active: int('Members who signed in that day.'), betting: int('Members who bet that day.') }, ['date', 'registered', 'active', 'betting']),
  TeamOverviewResponse: envelope('Team totals over the range and one row per day (newest first, paged).', obj('Overview.', {
    totals: obj('Totals over the range.', {
      teamSize: int('Downline members now (every level).'), registered: int('Registered in the range.'), active: int('Distinct members who signed in.'),
      betting: int('Distinct members who bet.'), bets: agentMoney('Sum of stakes.'), deposits: agentMoney('Sum of deposits.'),
    }, ['teamSize', 'registered', 'active', 'betting', 'bets', 'deposits']),
    days: arr(ref('TeamOverviewDay'), 'Days of this page.'), total: int('Days in the range.'),
  }, ['totals', 'days', 'total'])),
  TeamMembersQuery: obj('The downline list.', {
    userName: text('Search: part of the account name.', 64), parent: text('Only the direct downline of this member of the team (default: the whole team).', 64),
    pageNo: page(), pageSize: size(100),
  }),
  TeamMember: obj('A downline member.', {
    userName: str('Account.'), nickname: str('Nickname.'), level: int('1 = direct downline.'), type: int('Type.'), agent: bool('Has a downline of their own.'),
    balance: agentMoney('Balance.'), registeredAt: int('ms.'), lastLoginAt: nullable(int('ms; null when never signed in.')), downline: int('Direct downline count.'),
  }, ['userName', 'nickname', 'level', 'type', 'agent', 'balance', 'registeredAt', 'lastLoginAt', 'downline']),
  TeamMembersResponse: envelope('A page of the team, by level then name.', obj('Members.', { list: arr(ref('TeamMember'), 'Members.'), total: int('Matching members.') }, ['list', 'total'])),
  TeamTransaction: obj('A deposit or withdrawal of a team member.', { id: int('Id.'), userName: str('Account.'), kind: str('deposit or withdraw.', { enum: ['deposit', 'withdraw'] }), amount: agentMoney('Amount.'), at: int('ms.') }, ['id', 'userName', 'kind', 'amount', 'at']),
  TeamTransactionsResponse: envelope('Team deposits and withdrawals, newest first.', obj('Records.', {
    list: arr(ref('TeamTransaction'), 'Records.'), total: int('Records in the range.'), deposits: agentMoney('Sum of deposits in the range.'), withdrawals: agentMoney('Sum of withdrawals in the range.'),
  }, ['list', 'total', 'deposits', 'withdrawals'])),
  TeamPnlRow: obj('One member\'s result.', { userName: str('Account.'), level: int('Level.'), bets: agentMoney('Stakes.'), payout: agentMoney('Paid out.'), profit: agentSignedMoney('Member profit: payout minus stakes.') }, ['userName', 'level', 'bets', 'payout', 'profit']),
  TeamPnlResponse: envelope('Team profit and loss over the range.', obj('P&L.', {
    totals: obj('Totals.', { bets: agentMoney('Stakes.'), payout: agentMoney('Paid out.'), profit: agentSignedMoney('Team profit: payout minus stakes.'), deposits: agentMoney('Deposits.'), withdrawals: agentMoney('Withdrawals.') }, ['bets', 'payout', 'profit', 'deposits', 'withdrawals']),
    list: arr(ref('TeamPnlRow'), 'Members with bets in the range, biggest stakes first.'), total: int('Members with bets.'),
  }, ['totals', 'list', 'total'])),
  TeamBet: obj('A bet of a team member.', { id: int('Id.'), userName: str('Account.'), vendor: str('Vendor.'), game: str('Game.'), stake: agentMoney('Stake.'), payout: agentMoney('Paid out.'), at: int('ms.') }, ['id', 'userName', 'vendor', 'game', 'stake', 'payout', 'at']),
  TeamBetsResponse: envelope('Team bets, newest first.', obj('Bets.', { list: arr(ref('TeamBet'), 'Bets.'), total: int('Bets in the range.'), stake: agentMoney('Sum of stakes.'), payout: agentMoney('Sum paid out.') }, ['list', 'total', 'stake', 'payout'])),
  DividendRow: obj('One half-month settlement.', { periodStart: date('From.'), periodEnd: date('To.'), teamLoss: agentSignedMoney('Stakes minus payout of the team.'), rate: str('Rate in percent.'), amount: agentMoney('Dividend.'), status: str('settled or open.', { enum: ['settled', 'open'] }) }, ['periodStart', 'periodEnd', 'teamLoss', 'rate', 'amount', 'status']),
  AgentRegisterSettingsResponse: envelope('The downline registration form (issue 20 point 3): its own per-field settings and the rebate rate range the agent may give.', obj('Settings.', {
    settings: { $ref: '../registration.schema.json', description: 'Per-field settings of the form (username, password, confirmation, nickname).' },
    rebate: obj('Rebate rate range in percent, one decimal: from 0.0 to the agent\'s own rate.', { min: str('Lowest rate.', { pattern: REBATE }), max: str('Highest rate: the agent\'s own.', { pattern: REBATE }) }, ['min', 'max']),
  }, ['settings', 'rebate'])),
  AgentRegisterRequest: obj('A downline account the agent opens. Encrypted like registration.', {
    username: text('Account name.', 64), password: text('Password.', 128), confirmPassword: text('Password again.', 128), nickname: text('Nickname.', 64),
    rebateRate: str('Rebate rate in percent, one decimal, within the agent\'s range.', { pattern: REBATE }),
  }, ['username', 'password', 'confirmPassword', 'rebateRate']),
  AgentRegisterResponse: envelope('Opened: the member is in the agent\'s team at once.', obj('New member.', { userName: str('Account name.'), rebateRate: str('Rebate rate given.', { pattern: REBATE }) }, ['userName', 'rebateRate'])),
  DividendResponse: envelope('Dividends of the half-months overlapping the range, newest first (contract terms of D16).', obj('Dividends.', {
    contract: str('The dividend contract: accepted, declined or pending.', { enum: ['pending', 'accepted', 'declined'] }),
    list: arr(ref('DividendRow'), 'Periods.'), total: int('Periods.'),
  }, ['contract', 'list', 'total'])),
});

const gameDef = obj('A game (SPEC 3 Game).', {
  nodeId: str('Node id (favourites hold these).'), nodeName: str('Node name.'), gameName: str('Game name.'), gameId: str('Vendor game id.'),
  displayName: str('Vendor display name.'), mobileLargeIcon: str('Large icon URL.'), showIcon: str('Icon URL.'), iconUrl: str('Icon URL.'),
  vassalage: str('Vendor code.'), gameType: str('Platform game type (ESPORTS and COCKFIGHT games are SPORTS, BGS is RNG).'),
  category: gameType('Display category.'), gameClassifyNew: str('Classify code: VP, JP, SC, TG, AC (arcade), CR (crash), SL (slot) ...'),
  roomId: str('Room id.'), supportPlay: int('0 = free play supported.', { enum: [0, 1] }), isGameH5: bool('HTML5 game.'),
  freeplay: int('1 = free play.', { enum: [0, 1] }), lottoMode: nullable(str('Lottery mode; may contain Entertainment.')),
  jackpot: nullable(num('Jackpot amount.')), hot: bool('Listed as hot.'), minBet: num('Minimum bet.'), lines: int('Pay lines.'),
}, ['nodeId', 'nodeName', 'gameName', 'gameId', 'displayName', 'mobileLargeIcon', 'showIcon', 'iconUrl', 'vassalage', 'gameType', 'category', 'gameClassifyNew', 'roomId', 'supportPlay', 'isGameH5', 'freeplay', 'lottoMode', 'jackpot', 'hot', 'minBet', 'lines']);
const listQuery: Record<string, Schema> = { language: text('Language code.', 8), clientType: int('Client type, 2.'), platform: text('html5.', 16), merchant: text('Merchant code.', 64), merchantCode: text('Merchant code.', 64) };
const gameTypeQ = str('Game type; ESPORTS, COCKFIGHT and BGS are accepted too.', { enum: [...CATEGORIES, 'ALL'] });

const game = family('game', 'GameApi', 'Vendors, game lists, favourites, recent, hot games and matches, launch (SPEC 3, 4, 7 Games).', {
  Game: gameDef,
  VendorTypesQuery: obj('Vendor game types.', { typeId: int('Always 1.'), merchantCode: text('Merchant.', 64) }),
  VendorTypesResponse: envelope('Game types in server order.', arr(obj('Game type.', { gameType: str('Code.'), name: str('Name.'), sequence: int('Order.') }, ['gameType', 'name', 'sequence']), 'Types.')),
  Vendor: obj('Vendor in the sorting.', { vassalage: str('Vendor code.'), displayName: str('Display name.'), accountTypeName: str('Account type name (vendor code).'), iconUrl: str('Icon URL.'), smallIconUrl: str('Small icon URL.'), sequence: int('Order.') }, ['vassalage', 'displayName', 'accountTypeName', 'iconUrl', 'smallIconUrl', 'sequence']),
  VendorSortingResponse: envelope('Vendor sorting (SPEC 3 Vendor setup): BGS inside RNG, cockfight inside SPORTS, ESPORTS its own.', arr(obj('Category.', { gameCategory: str('Category code.'), vendorNames: arr(ref('Vendor'), 'Vendors.') }, ['gameCategory', 'vendorNames']), 'Categories in order.')),
  VendorMappingResponse: envelope('Game type to vendor codes.', map(arr(str('Vendor code.'), 'Vendors.'), 'By game type.')),
  ClassifyQuery: obj('Category filters.', { gameType: gameTypeQ }, ['gameType']),
  ClassifyResponse: envelope('Filters (SPEC 3 Category filter).', arr(obj('Filter.', { caId: str('Classify code.'), name: str('Name.') }, ['caId', 'name']), 'Filters.')),
  GameListQuery: obj('Game list (SPEC 7).', {
    ...listQuery, gameName: text('Name contains.', 64), gameType: gameTypeQ, pageNo: page(), pageSize: size(),
    vassalage: text('Vendor code.', 32), gameClassify: text('Classify code.', 16), minBet: num('Minimum bet at least.'), minLine: int('Lines at least.'),
  }),
  GameListResponse: envelope('A page of games.', obj('Page.', { games: arr(ref('Game'), 'Games.'), pageNum: int('This page.'), totalPages: int('Pages.'), total: int('Games matched.') }, ['games', 'pageNum', 'totalPages', 'total'])),
  FavouriteRequest: obj('Add or remove a favourite (DELETE takes it in the query).', { nodeId: code('Node id.'), vendor: text('Vendor code.', 32) }, ['nodeId']),
  PageQuery: obj('Paging.', { pageNo: page(), pageSize: size(), language: text('Language.', 8) }),
  FavouriteIdsResponse: envelope('Favourite node ids.', arr(str('Node id.'), 'Ids, newest first.')),
  FavouriteListQuery: obj('Favourites.', { pageNo: page(), pageSize: size(), gameType: gameTypeQ, vendor: text('Vendor.', 32), language: text('Language.', 8) }),
  FavouriteListResponse: envelope('Favourite games.', obj('Page.', { content: arr(ref('Game'), 'Games.'), pageNum: int('Page.'), totalPages: int('Pages.') }, ['content', 'pageNum', 'totalPages'])),
  RecentAddRequest: obj('Record a played game.', { nodeId: code('Node id.'), vendor: text('Vendor.', 32) }, ['nodeId']),
  RecentListQuery: obj('Recent games.', { ...listQuery, page: page(), pageSize: size(), gameType: gameTypeQ, vassalage: text('Vendor.', 32) }),
  RecentListResponse: envelope('Recent games.', obj('Page.', { list: arr(ref('Game'), 'Newest first.'), totalPages: int('Pages.') }, ['list', 'totalPages'])),
  HotGamesQuery: obj('Hot games.', { ...listQuery, isPlatform: int('2.'), vassalage: text('Vendor.', 32), gameType: gameTypeQ }),
  HotGamesResponse: envelope('Hot games.', obj('List.', { list: arr(ref('Game'), 'Games.') }, ['list'])),
  HotMatch: obj('Hot match (SPEC 3).', {
    homeTeam: str('Home team.'), awayTeam: str('Away team.'), homeTeamImageUrl: str('Home logo.'), awayTeamImageUrl: str('Away logo.'),
    matchTime: int('Kick-off, ms since epoch.'), vendor: str('Vendor code.'), roomId: str('Room id.'), nodeId: str('Node id.'), league: str('League.'),
  }, ['homeTeam', 'awayTeam', 'homeTeamImageUrl', 'awayTeamImageUrl', 'matchTime', 'vendor', 'roomId', 'nodeId', 'league']),
  HotMatchesResponse: envelope('Upcoming matches.', obj('List.', { list: arr(ref('HotMatch'), 'Matches by time.') }, ['list'])),
  LaunchRequest: obj('Generic launch (SPEC 4 Game launch flow).', {
    gameType: gameTypeQ, vassalage: code('Vendor.'), gameId: text('Game id.', 64), nodeId: text('Node id.', 64), roomId: text('Room id.', 64),
    freeplay: int('1 = free play.', { enum: [0, 1] }), language: text('Language.', 8),
  }, ['vassalage']),
  LotteryLaunchRequest: obj('Lottery launch.', {
    vassalage: code('Vendor (TCG_LOTTO_VN, TCG_SEA, ...).'), prizeMode: str('Prize mode.', { enum: ['Elott', 'Lott', 'SEA'] }),
    playType: str('trad or ent.', { enum: ['trad', 'ent'] }), gameId: text('Game id.', 64), nodeId: text('Node id.', 64), language: text('Language.', 8),
  }, ['vassalage']),
  LaunchResponse: envelope('Where to go.', obj('Launch.', { url: str('Game page URL.') }, ['url'])),
  SuccessResponse: envelope('Done.', null),
});

const homeSections = family('home', 'HomeSectionsApi', 'Data of the lazy home sections (SPEC 2.14, 3, 7 Games: winner board, lottery list and draw numbers; Sponsor): recent big wins, lottery draws and partners.', {
  WinnerBoardQuery: obj('Recent big wins.', { size: int('Wins wanted, newest first.', { minimum: 1, maximum: 50 }), language: text('Language code.', 8) }),
  Winner: obj('A recent big win (SPEC 3 winner board). The platform masks the account name; the game is one of its games.', {
    id: int('Win id.'),
    userName: str('Masked account name: its first two characters, three asterisks and its last one (ab***9).', { pattern: '^[^*]{1,2}\\*{3}[^*]$' }),
    amount: num('Amount won, in the merchant\'s currency.', { minimum: 0 }),
    currencySymbol: str('Currency symbol.'),
    gameName: str('Game name.'), nodeId: str('Node id of the game.'), vassalage: str('Vendor code.'), category: gameType('Display category of the game.'),
    iconUrl: str('Game icon URL.'),
    winTime: int('When it was won, ms since epoch.'),
  }, ['id', 'userName', 'amount', 'currencySymbol', 'gameName', 'nodeId', 'vassalage', 'category', 'iconUrl', 'winTime']),
  WinnerBoardResponse: envelope('Winner board (SPEC 3: {list}).', obj('List.', { list: arr(ref('Winner'), 'Wins, newest first.') }, ['list'])),
  LotteryDrawsQuery: obj('Latest draws.', { vassalage: text('Only this lottery vendor.', 32), language: text('Language code.', 8) }),
  LotteryDraw: obj('A lottery\'s latest draw and its next one (SPEC 7 lottery list, draw numero).', {
    nodeId: str('Node id of the lottery game.'), gameName: str('Lottery name.'), vassalage: str('Vendor code.'), category: str('LOTT or ELOTT.', { enum: ['LOTT', 'ELOTT'] }),
    issue: str('Number of the latest draw.'),
    drawTime: int('When the latest draw was made, ms since epoch.'),
    numbers: arr(str('A drawn number as the lottery prints it (two digits for a number pool, one for a digit game).', { pattern: '^\\d{1,2}$' }), 'Drawn numbers in draw order.', { minItems: 1 }),
    nextIssue: str('Number of the next draw.'),
    nextDrawTime: int('When the next draw is made, ms since epoch (after drawTime).'),
  }, ['nodeId', 'gameName', 'vassalage', 'category', 'issue', 'drawTime', 'numbers', 'nextIssue', 'nextDrawTime']),
  LotteryDrawsResponse: envelope('Latest draw per lottery.', obj('List.', { list: arr(ref('LotteryDraw'), 'Lotteries, next draw soonest first.') }, ['list'])),
  Partner: obj('A partner or sponsor shown by its logo (SPEC 2.14 Sponsor).', {
    id: int('Partner id.'), name: str('Partner name (the logo\'s text alternative).'), logoUrl: str('Logo URL.'), kind: str('What it is to the brand.', { enum: ['sponsor', 'provider', 'licence'] }),
  }, ['id', 'name', 'logoUrl', 'kind']),
  PartnersResponse: envelope('Partners in display order.', obj('List.', { list: arr(ref('Partner'), 'Partners.') }, ['list'])),
});

const secret = (d: string): Schema => str(d, { minLength: 1, maxLength: 64 });
/** The security questions a member may choose (issue 19 point 8); the front end holds their texts. */
export const QUESTION_IDS = ['first_school', 'childhood_friend', 'first_pet', 'birth_city', 'favourite_teacher', 'first_job'];
const questionAnswer = obj('One security question and its answer.', {
  questionId: str('Question id from the catalogue (the front end holds each question\'s text).', { enum: QUESTION_IDS }),
  answer: str('The answer; compared without case and surrounding spaces.', { minLength: 2, maxLength: 64 }),
}, ['questionId', 'answer']);
const security = family('security', 'SecurityApi', 'The security centre /m/securityCenter (SPEC 1, 7 security: passwords, bank card bind, security questions, bind email, bind payee; issue 19 point 8). Every call needs a session; type 4 gets 403 free_reject. Every call that carries a secret (a password, an answer, a code) takes an encrypted body like login (DESIGN 4) and the platform refuses a plain one when it requires encryption. A wrong login or funds password answers PASSWORD_INCORRECT with its field, and each recent failure delays the member\'s next check of that secret (as login does); verification codes die after 5 wrong guesses and 5 minutes.', {
  QuestionAnswer: questionAnswer,
  SecurityOverview: obj('What the member has set (masked: the full values never leave the platform here).', {
    fundsPasswordSet: bool('A funds (withdrawal) password is set.'),
    mobile: str('The bound mobile number, masked (e.g. 0917****567), or empty.'),
    mobileVerified: bool('The mobile number was bound with a verification code.'),
    email: str('The bound e-mail, masked (e.g. d***@example.com), or empty.'),
    emailVerified: bool('The e-mail was bound with a verification code.'),
    payeeName: str('The bound payee (the account holder\'s name every withdrawal card must carry), or empty.'),
    questions: arr(str('Question id.', { enum: QUESTION_IDS }), 'The questions the member answered (never the answers); empty when none.'),
    questionCatalogue: arr(str('Question id.', { enum: QUESTION_IDS }), 'Every question a member may choose.'),
    bankCards: arr({ $ref: 'wallet.schema.json#/definitions/BankCard' }, 'The bound bank cards (masked), which withdrawals pay to.'),
    banks: arr(obj('A bank a card may be bound to.', { code: str('Bank code.'), name: str('Bank name.') }, ['code', 'name']), 'Banks a card may be bound to.'),
  }, ['fundsPasswordSet', 'mobile', 'mobileVerified', 'email', 'emailVerified', 'payeeName', 'questions', 'questionCatalogue', 'bankCards', 'banks']),
  SecurityOverviewResponse: envelope('The member\'s security settings.', ref('SecurityOverview')),
  EmailCodeRequest: obj('Send a verification code to an e-mail address (the sandbox keeps it for /__sandbox/email/last).', {
    email: str('E-mail address.', { minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
  }, ['email']),
  EmailCodeResponse: envelope('Code sent.', obj('Sent.', { expirationTime: int('When another code may be asked for, ms since epoch.') }, ['expirationTime'])),
  BindEmailRequest: obj('Bind (or replace) the e-mail: the code sent to it and the login password (encrypted JSON).', {
    email: str('E-mail address.', { minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
    verificationCode: str('Code from the e-mail.', { pattern: '^\\d{1,10}$' }),
    loginPassword: secret('Current login password.'),
  }, ['email', 'verificationCode', 'loginPassword']),
  BindMobileRequest: obj('Bind (or replace) the mobile number: the SMS code sent to it (smsSend) and the login password (encrypted JSON).', {
    mobileNum: str('Mobile number.', { pattern: '^\\d{4,20}$' }),
    countryDialingCode: str('Dialing code.', { pattern: '^\\d{0,4}$' }),
    verificationCode: str('SMS code.', { pattern: '^\\d{1,10}$' }),
    loginPassword: secret('Current login password.'),
  }, ['mobileNum', 'verificationCode', 'loginPassword']),
  SetQuestionsRequest: obj('Set the security questions (two different ones). Replacing them needs the current answers as well (encrypted JSON).', {
    loginPassword: secret('Current login password.'),
    answers: arr(ref('QuestionAnswer'), 'The new questions and answers.', { minItems: 2, maxItems: 2 }),
    currentAnswers: arr(ref('QuestionAnswer'), 'The answers now on file (required when questions are set).', { minItems: 2, maxItems: 2 }),
  }, ['loginPassword', 'answers']),
  BindPayeeRequest: obj('Bind the payee name once (changing it is a matter for customer service) (encrypted JSON).', {
    payeeName: str('The account holder\'s full name as the bank knows it.', { minLength: 2, maxLength: 64 }),
    loginPassword: secret('Current login password.'),
  }, ['payeeName', 'loginPassword']),
  FundsPasswordRequest: obj('Set the funds (withdrawal) password: the first time with the login password, a change with the current funds password. 6 to 20 characters with a letter and a digit, not the login password (encrypted JSON).', {
    newFundsPassword: secret('New funds password.'),
    confirmFundsPassword: secret('New funds password again.'),
    oldFundsPassword: secret('Current funds password (required once one is set).'),
    loginPassword: secret('Current login password (required to set the first one).'),
  }, ['newFundsPassword', 'confirmFundsPassword']),
  BindBankCardRequest: obj('Bind a bank card in the payee\'s name (the payee is bound first), confirmed with the funds password (encrypted JSON).', {
    bankCode: str('Bank code from the overview\'s banks.', { minLength: 1, maxLength: 16 }),
    accountNo: str('Account number, digits only.', { pattern: '^\\d{6,24}$' }),
    fundsPassword: secret('Current funds password.'),
  }, ['bankCode', 'accountNo', 'fundsPassword']),
  SecurityResponse: envelope('Done: the settings as they are now.', ref('SecurityOverview')),
});

/** Money on the wire (issue 19): a decimal string with exactly 2 decimals, never a binary float. */
const money = (d: string): Schema => str(d, { pattern: '^\\d{1,15}\\.\\d{2}$' });
const signedMoney = (d: string): Schema => str(d, { pattern: '^-?\\d{1,15}\\.\\d{2}$' });
/** An amount a player types: digits with up to 2 decimals ("100", "100.5", "100.50"); no sign, exponent or third decimal. */
const moneyIn = (d: string): Schema => str(`${d} Digits with up to 2 decimals; "1e3", "-5" and "0.001" are refused (400).`, { pattern: '^\\d{1,13}(\\.\\d{1,2})?$', maxLength: 16 });
const idempotencyKey = str('Made once per user action by the client (a UUID); a retried request with the same key answers the first answer and moves no money again. May come as the Idempotency-Key header instead; one of them is required.', { pattern: '^[A-Za-z0-9_-]{16,64}$' });
const walletCode = str('MAIN for the main wallet, else a vendor code (its game wallet).', { pattern: '^[A-Z0-9_]{1,32}$' });
const recordsQuery = (statuses: readonly string[] | null, extra: Record<string, Schema> = {}): Schema => obj('A page of records between two days, inclusive (D13: the pickers run 2000-2030), newest first.', {
  startDate: date('First day, YYYY-MM-DD (UTC).'), endDate: date('Last day, YYYY-MM-DD (UTC), not before startDate.'),
  ...(statuses === null ? {} : { status: str('Only records in this state (absent: every state).', { enum: [...statuses] }) }),
  pageNo: page(), pageSize: int('Page size (default 20).', { minimum: 1, maximum: 100 }), ...extra,
}, ['startDate', 'endDate']);
const pageOf = (item: string, d: string): Schema => envelope(d, obj('A page.', {
  list: arr(ref(item), 'Records, newest first.'), pageNo: int('This page.'), pageSize: int('Page size.'), total: int('Records matched.'), totalPages: int('Pages.'),
}, ['list', 'pageNo', 'pageSize', 'total', 'totalPages']));
const detailQuery = obj('One record by id (the member\'s own; another member\'s answers 404).', { id: int('Record id.', { minimum: 1 }) }, ['id']);
const DEPOSIT_STATUS = ['pending', 'approved', 'rejected', 'cancelled'];
const WITHDRAW_STATUS = ['pending', 'approved', 'rejected'];
const BET_STATUS = ['won', 'lost', 'unsettled'];
const REWARD_KINDS = ['reward', 'deposit-bonus', 'sign-in', 'rebate'];

const wallet = family('wallet', 'WalletApi', 'The wallet (issue 19; SPEC 1, 7: wallet transfer, transaction details, deposit by vendor, promotions, manual transfer, payment gateway, withdraw with bank cards, records). Every amount is a decimal string with 2 decimals. Every balance is derived from the platform\'s double-entry ledger. Money-moving requests carry an idempotency key. Guests get 401; trial accounts (type 4) get 403 free_reject on everything but the balances (SPEC 5 free-account check, 6, 8). Business refusals (insufficient balance, limits, wrong funds password, turnover) answer HTTP 200 with success false, a stable code and the platform\'s message, to be shown as given.', {
  Money: money('An amount.'),
  MoneyIn: moneyIn('An amount typed by the player.'),
  IdempotencyKey: idempotencyKey,
  WalletCode: walletCode,
  VendorWallet: obj('A game vendor\'s wallet of the member (one per vendor of the merchant\'s games).', {
    wallet: ref('WalletCode'), name: str('Vendor display name.'), category: gameType('Display category of the vendor.'), balance: ref('Money'),
  }, ['wallet', 'name', 'category', 'balance']),
  Balances: obj('The member\'s balances.', {
    currencySymbol: str('Currency symbol.'),
    total: money('Main plus every vendor wallet (what the header shows as sumBalance).'),
    main: money('Main wallet: deposits land here, withdrawals and transfers leave from here.'),
    pendingWithdrawal: money('Held for withdrawals awaiting review (not in total).'),
    vendors: arr(ref('VendorWallet'), 'Vendor wallets in the server\'s vendor order.'),
  }, ['currencySymbol', 'total', 'main', 'pendingWithdrawal', 'vendors']),
  BalancesResponse: envelope('Balances.', ref('Balances')),
  TransferRequest: obj('Move money between the main wallet and one vendor wallet (module FUNDTRANS3). One side is MAIN.', {
    idempotencyKey: ref('IdempotencyKey'), from: ref('WalletCode'), to: ref('WalletCode'), amount: ref('MoneyIn'),
  }, ['from', 'to', 'amount']),
  TransferRecord: obj('A transfer between wallets.', {
    id: int('Transfer id.'), orderNo: str('Order number shown to the player.'), from: ref('WalletCode'), to: ref('WalletCode'),
    fromName: str('Display name of the source wallet.'), toName: str('Display name of the target wallet.'),
    amount: ref('Money'), status: str('Transfers are atomic: recorded only when done.', { enum: ['success'] }), createdAt: int('ms since epoch.'),
  }, ['id', 'orderNo', 'from', 'to', 'fromName', 'toName', 'amount', 'status', 'createdAt']),
  TransferResult: obj('A transfer and the balances after it.', { transfer: ref('TransferRecord'), balances: ref('Balances') }, ['transfer', 'balances']),
  TransferResponse: envelope('Done (a retry with the same key answers this again).', ref('TransferResult')),
  TransferAllRequest: obj('Every vendor wallet back to main ("all back to main").', { idempotencyKey: ref('IdempotencyKey') }),
  TransferAllResult: obj('What moved and the balances after.', {
    amount: money('Sum moved to main.'), transfers: arr(ref('TransferRecord'), 'One per vendor wallet that held money.'), balances: ref('Balances'),
  }, ['amount', 'transfers', 'balances']),
  TransferAllResponse: envelope('Done.', ref('TransferAllResult')),

  ReceivingAccount: obj('Where the player sends a bank transfer or e-wallet payment (the platform\'s receiving account).', {
    bankName: str('Bank or e-wallet name.'), accountName: str('Account holder.'), accountNo: str('Account or e-wallet number, in full.'), branch: str('Branch, or empty.'),
  }, ['bankName', 'accountName', 'accountNo', 'branch']),
  DepositChannel: obj('A way to deposit (SPEC 7 deposit: banks by vendor, manual transfer, payment gateway).', {
    channelId: int('Channel id.'),
    kind: str('bank: manual bank transfer, sent with a receipt picture (depositManual); ewallet: pay the e-wallet number, then send the reference (depositRequest); gateway: depositRequest answers the gateway page to open.', { enum: ['bank', 'ewallet', 'gateway'] }),
    vendor: str('Payment vendor code (BDO, GCASH, ...).'), name: str('Display name.'),
    minAmount: ref('Money'), maxAmount: ref('Money'),
    fixedAmounts: arr(ref('Money'), 'Quick amounts offered as buttons; any amount within min and max is taken.'),
    receivingAccount: { anyOf: [ref('ReceivingAccount'), { type: 'null' }], description: 'Where to pay (bank and e-wallet), null for a gateway.' },
    needsReceipt: bool('A receipt picture is required (bank).'), needsReference: bool('The payment reference number is required (e-wallet).'),
    processing: str('How long approval takes, as the platform words it.'),
  }, ['channelId', 'kind', 'vendor', 'name', 'minAmount', 'maxAmount', 'fixedAmounts', 'receivingAccount', 'needsReceipt', 'needsReference', 'processing']),
  DepositChannelsQuery: obj('Deposit channels.', { language: text('Platform language code.', 8) }),
  DepositChannelsResponse: envelope('Channels grouped by payment vendor in display order.', obj('Channels.', {
    currencySymbol: str('Currency symbol.'), channels: arr(ref('DepositChannel'), 'Channels.'),
  }, ['currencySymbol', 'channels'])),
  DepositPromotion: obj('A deposit promotion the member may accept with a deposit (SPEC 7 deposit: promotions, accept promo).', {
    promotionId: int('Promotion id (the promotions list has its page).'), title: str('Title in the requested language.'),
    bonusPercent: int('Bonus as a percentage of the deposit.', { minimum: 1, maximum: 100 }), maxBonus: ref('Money'), minDeposit: ref('Money'),
    turnoverMultiplier: int('Deposit plus bonus times this must be bet before withdrawing.', { minimum: 1 }),
  }, ['promotionId', 'title', 'bonusPercent', 'maxBonus', 'minDeposit', 'turnoverMultiplier']),
  DepositPromotionsQuery: obj('Deposit promotions.', { language: text('Platform language code.', 8) }),
  DepositPromotionsResponse: envelope('Promotions this member may accept now (a first-deposit bonus disappears after the first approved deposit).', obj('List.', { list: arr(ref('DepositPromotion'), 'Promotions.') }, ['list'])),
  DepositRequest: obj('An e-wallet or gateway deposit (bank transfers go through depositManual with their receipt).', {
    idempotencyKey: ref('IdempotencyKey'), channelId: int('Channel id.', { minimum: 1 }), amount: ref('MoneyIn'),
    promotionId: int('Deposit promotion accepted, if any.', { minimum: 1 }),
    payerName: text('Name on the paying account.', 64), reference: text('Payment reference number (e-wallet).', 64),
  }, ['channelId', 'amount']),
  DepositManualForm: obj('A bank-transfer deposit as multipart/form-data: text fields and one `receipt` file part (JPEG or PNG by its bytes, within the merchant\'s picture size limit).', {
    idempotencyKey: ref('IdempotencyKey'), channelId: int('Channel id (a text field, read as a number).', { minimum: 1 }), amount: ref('MoneyIn'),
    promotionId: int('Deposit promotion accepted, if any.', { minimum: 1 }),
    payerName: str('Name on the paying account.', { minLength: 1, maxLength: 64 }), reference: text('Transfer reference, if any.', 64),
    receipt: arr({ tsType: 'File', description: 'The receipt picture (file part).' }, 'Exactly one receipt picture.'),
  }, ['channelId', 'amount', 'payerName']),
  DepositRecord: obj('A deposit request.', {
    id: int('Deposit id.'), orderNo: str('Order number shown to the player.'), channelId: int('Channel id.'),
    channelKind: str('Channel kind.', { enum: ['bank', 'ewallet', 'gateway'] }), channelName: str('Channel name.'),
    amount: ref('Money'), bonus: money('Promotion bonus credited on approval (0.00 without one).'), promotionId: nullable(int('Accepted promotion.')),
    status: str('pending until the platform approves or rejects it; a gateway payment is approved when the gateway confirms; cancelled when the player leaves the gateway page unpaid.', { enum: DEPOSIT_STATUS }),
    payerName: str('Name on the paying account, or empty.'), reference: str('Reference, or empty.'), hasReceipt: bool('A receipt picture was sent.'),
    gatewayUrl: nullable(str('Gateway page to open while pending (gateway channels).')),
    remark: str('Why it was rejected, or empty.'), createdAt: int('ms since epoch.'), reviewedAt: nullable(int('When approved, rejected or cancelled.')),
  }, ['id', 'orderNo', 'channelId', 'channelKind', 'channelName', 'amount', 'bonus', 'promotionId', 'status', 'payerName', 'reference', 'hasReceipt', 'gatewayUrl', 'remark', 'createdAt', 'reviewedAt']),
  DepositResponse: envelope('The deposit request (pending).', ref('DepositRecord')),

  BankCard: obj('A bank card bound to the member (bound in the security centre).', {
    cardId: int('Card id.'), bankCode: str('Bank code.'), bankName: str('Bank name.'), accountName: str('Account holder.'), maskedNo: str('Account number with all but the last 4 digits masked.'),
  }, ['cardId', 'bankCode', 'bankName', 'accountName', 'maskedNo']),
  WithdrawInfo: obj('What a withdrawal needs (SPEC 7 withdraw: bank cards).', {
    currencySymbol: str('Currency symbol.'), withdrawable: money('Main wallet balance (vendor wallets must be transferred back first).'),
    minAmount: ref('Money'), maxAmount: ref('Money'), cards: arr(ref('BankCard'), 'Bound cards.'), hasFundsPassword: bool('A funds password is set (else the security centre sets one first).'),
    remainingTurnover: money('Still to bet before a withdrawal is allowed (0.00: none).'), pendingCount: int('Withdrawals awaiting review.', { minimum: 0 }),
  }, ['currencySymbol', 'withdrawable', 'minAmount', 'maxAmount', 'cards', 'hasFundsPassword', 'remainingTurnover', 'pendingCount']),
  WithdrawInfoResponse: envelope('Withdraw info.', ref('WithdrawInfo')),
  WithdrawRequest: obj('A withdrawal to a bound card. Encrypted like login (the funds password is a secret). The amount is held at once and leaves when approved; a rejection returns it to main.', {
    idempotencyKey: ref('IdempotencyKey'), cardId: int('Bound card id.', { minimum: 1 }), amount: ref('MoneyIn'), fundsPassword: str('Funds password.', { minLength: 1, maxLength: 64 }),
  }, ['cardId', 'amount', 'fundsPassword']),
  WithdrawRecord: obj('A withdrawal request.', {
    id: int('Withdrawal id.'), orderNo: str('Order number shown to the player.'), amount: ref('Money'),
    cardId: int('Card id.'), bankName: str('Bank name.'), maskedNo: str('Masked account number.'),
    status: str('pending until the platform approves (paid out) or rejects (returned to main).', { enum: WITHDRAW_STATUS }),
    remark: str('Why it was rejected, or empty.'), createdAt: int('ms since epoch.'), reviewedAt: nullable(int('When reviewed.')),
  }, ['id', 'orderNo', 'amount', 'cardId', 'bankName', 'maskedNo', 'status', 'remark', 'createdAt', 'reviewedAt']),
  WithdrawResponse: envelope('The withdrawal request (pending).', ref('WithdrawRecord')),

  BetRecord: obj('A bet in a vendor game (stake from the vendor wallet, payout back to it).', {
    id: int('Bet id.'), betNo: str('Bet number.'), wallet: ref('WalletCode'), vendorName: str('Vendor display name.'), gameName: str('Game name.'), nodeId: str('Game node id.'),
    category: gameType('Display category.'), stake: ref('Money'), payout: money('Paid back (0.00 when lost or unsettled).'), profit: signedMoney('payout - stake (negative for a loss).'),
    status: str('Outcome.', { enum: BET_STATUS }), betAt: int('ms since epoch.'), settledAt: nullable(int('ms since epoch.')),
  }, ['id', 'betNo', 'wallet', 'vendorName', 'gameName', 'nodeId', 'category', 'stake', 'payout', 'profit', 'status', 'betAt', 'settledAt']),
  RewardRecord: obj('Money the platform gave: promotion rewards, deposit bonuses, daily sign-in, cash back.', {
    id: int('Record id.'), orderNo: str('Order number.'), kind: str('What it was.', { enum: REWARD_KINDS }), title: str('What the platform calls it.'),
    amount: ref('Money'), status: str('Rewards are recorded when credited.', { enum: ['credited'] }), createdAt: int('ms since epoch.'),
  }, ['id', 'orderNo', 'kind', 'title', 'amount', 'status', 'createdAt']),
  DepositRecordsQuery: recordsQuery(DEPOSIT_STATUS),
  WithdrawRecordsQuery: recordsQuery(WITHDRAW_STATUS),
  TransferRecordsQuery: recordsQuery(['success'], { wallet: ref('WalletCode') }),
  BetRecordsQuery: recordsQuery(BET_STATUS, { wallet: ref('WalletCode') }),
  RewardRecordsQuery: recordsQuery(null, { kind: str('Only this kind.', { enum: REWARD_KINDS }) }),
  DepositRecordsResponse: pageOf('DepositRecord', 'Deposits.'),
  WithdrawRecordsResponse: pageOf('WithdrawRecord', 'Withdrawals.'),
  TransferRecordsResponse: pageOf('TransferRecord', 'Transfers.'),
  BetRecordsResponse: pageOf('BetRecord', 'Bets.'),
  RewardRecordsResponse: pageOf('RewardRecord', 'Rewards.'),
  RecordDetailQuery: detailQuery,
  DepositDetailResponse: envelope('One deposit.', ref('DepositRecord')),
  WithdrawDetailResponse: envelope('One withdrawal.', ref('WithdrawRecord')),
  TransferDetailResponse: envelope('One transfer.', ref('TransferRecord')),
  BetDetailResponse: envelope('One bet.', ref('BetRecord')),
  RewardDetailResponse: envelope('One reward.', ref('RewardRecord')),
});

const claimKey = str('Made once per user action by the client (a UUID), in the body: a retry with the same key answers the first answer and moves no money twice.', { pattern: '^[A-Za-z0-9_-]{16,64}$' });
const rewardDef = obj('A reward granted to the member (SPEC 1, 2.3 unclaimed promotions).', {
  id: int('Reward id.'),
  title: str('Title in the language asked for, else the platform\'s own (EN).'),
  source: str('Why it was granted.', { enum: ['promotion', 'deposit', 'birthday', 'vip', 'event'] }),
  promotionId: nullable(int('The promotion that granted it.')),
  amount: money('Amount credited to the main wallet when claimed.'),
  status: str('State.', { enum: ['unclaimed', 'claimed', 'expired'] }),
  grantedAt: int('When it was granted, ms since epoch.'),
  expiresAt: nullable(int('Last moment it may be claimed, ms since epoch; null for never.')),
  claimedAt: nullable(int('When it was claimed, ms since epoch.')),
}, ['id', 'title', 'source', 'promotionId', 'amount', 'status', 'grantedAt', 'expiresAt', 'claimedAt']);
const signInDef = obj('The member\'s daily sign-in for the month of the platform\'s clock (its "today").', {
  today: date('Today on the platform\'s clock (UTC), YYYY-MM-DD.'),
  signedDays: arr(date('A day signed in, YYYY-MM-DD.'), 'Days of this month the member signed in, ascending.'),
  signedToday: bool('Signed in today already: signing in again credits nothing.'),
  streak: int('Consecutive days signed in, ending today (or yesterday when today is not signed yet).', { minimum: 0 }),
  todayReward: money('What signing in today credits (already credited when signedToday).'),
  schedule: arr(money('Reward of this day of a streak.'), 'Reward by day of the streak, day 1 first; after the last day the last repeats.', { minItems: 1 }),
}, ['today', 'signedDays', 'signedToday', 'streak', 'todayReward', 'schedule']);
const rebateCategoryDef = obj('Cash back of one game category, from the member\'s settled bets not yet rebated.', {
  category: gameType('Game category.'),
  validBet: money('Valid bets not yet rebated.'),
  ratePercent: str('Rebate rate in percent, e.g. "0.80".', { pattern: '^\\d{1,3}\\.\\d{2}$' }),
  amount: money('Cash back available now (valid bets x rate, rounded down to the cent).'),
  bets: int('Number of bets counted.', { minimum: 0 }),
}, ['category', 'validBet', 'ratePercent', 'amount', 'bets']);
const vipLevelDef = obj('A VIP level and its benefits.', {
  level: int('Level number, 0 lowest.', { minimum: 0 }),
  name: str('Level label, as the member info\'s clubLabel.labelName.'),
  turnoverRequired: money('Total valid bets needed to reach it.'),
  upgradeBonus: money('Bonus credited once on reaching it.'),
  monthlyBonus: money('Bonus each month at this level.'),
  rebateBonusPercent: str('Extra cash-back rate at this level, percent.', { pattern: '^\\d{1,3}\\.\\d{2}$' }),
  dailyWithdrawals: int('Withdrawals allowed per day.', { minimum: 0 }),
}, ['level', 'name', 'turnoverRequired', 'upgradeBonus', 'monthlyBonus', 'rebateBonusPercent', 'dailyWithdrawals']);

const rewards = family('rewards', 'RewardsApi', 'Reward centre, daily sign-in, single cash back and VIP (SPEC 1, 2.1, 2.2, 2.3; issue 19 point 7). Every credit is a ledger entry (house to the member\'s main wallet); every claim carries an idempotency key. Type 4 (trial) gets 403 free_reject on every call that needs a session (SPEC 6, 8); the reward centre answers 403 NO_PERMISSION when module REWCEN3 is off, cash back when MANPLAYREB3 is off.', {
  Reward: rewardDef,
  RewardListQuery: obj('The member\'s rewards.', { language: text('Language code (EN when absent).', 8) }),
  RewardListResponse: envelope('Unclaimed rewards (oldest first) and the claimed ones (newest first, last 50).', obj('Rewards.', {
    unclaimed: arr(ref('Reward'), 'Rewards the member may claim now.'),
    claimed: arr(ref('Reward'), 'Rewards claimed or expired.'),
    unclaimedCount: int('Unclaimed count, the reward badge (SPEC 2.3).', { minimum: 0 }),
  }, ['unclaimed', 'claimed', 'unclaimedCount'])),
  RewardClaimRequest: obj('Claim one reward into the main wallet.', { rewardId: int('Reward id.', { minimum: 1, maximum: 2147483647 }), idempotencyKey: claimKey, language: text('Language code of the answered title.', 8) }, ['rewardId', 'idempotencyKey']),
  RewardClaimResponse: envelope('The reward, now claimed; the main balance and the unclaimed count after it. A retry with the same key answers the same; another key for a claimed reward is refused with REWARD_ALREADY_CLAIMED.', obj('Claim.', {
    reward: ref('Reward'), balance: money('Main wallet balance after the claim.'), unclaimedCount: int('Unclaimed count left.', { minimum: 0 }),
  }, ['reward', 'balance', 'unclaimedCount'])),
  SignInStatus: signInDef,
  SignInStatusResponse: envelope('The month\'s sign-in calendar, streak and today\'s reward.', ref('SignInStatus')),
  SignInRequest: obj('Sign in today (once a day by the platform\'s clock).', { idempotencyKey: claimKey }, ['idempotencyKey']),
  SignInResponse: envelope('Signed in: what was credited (0.00 when today was signed already, whatever the key) and the calendar after it.', obj('Sign-in.', {
    credited: money('Amount credited by this call.'), balance: money('Main wallet balance after it.'), status: ref('SignInStatus'),
  }, ['credited', 'balance', 'status'])),
  RebateCategory: rebateCategoryDef,
  RebateStatusResponse: envelope('Cash back available per game category.', obj('Cash back.', {
    categories: arr(ref('RebateCategory'), 'Categories with bets, in the platform\'s order.'),
    total: money('Sum available.'),
    minimumClaim: money('Smallest amount a claim takes.'),
    balance: money('Main wallet balance now.'),
  }, ['categories', 'total', 'minimumClaim', 'balance'])),
  RebateClaimRequest: obj('Claim the cash back of one category, or of every category when category is absent.', { category: gameType('Game category.'), idempotencyKey: claimKey }, ['idempotencyKey']),
  RebateClaimResponse: envelope('Cash back credited; what is left per category. A retry with the same key answers the first claim\'s amount and moves nothing; below the minimum is refused with NO_REBATE_AVAILABLE.', obj('Claim.', {
    credited: money('Amount credited.'), balance: money('Main wallet balance after it.'),
    categories: arr(ref('RebateCategory'), 'Cash back left per category.'), total: money('Sum left.'),
  }, ['credited', 'balance', 'categories', 'total'])),
  VipLevel: vipLevelDef,
  VipResponse: envelope('VIP levels and, with a session of a real member, the member\'s progress.', obj('VIP.', {
    levels: arr(ref('VipLevel'), 'Levels, lowest first.'),
    member: nullable(obj('The member\'s progress (null for guests and trial accounts).', {
      level: int('Current level.', { minimum: 0 }), name: str('Current level label.'), turnover: money('Total valid bets.'),
      nextLevel: nullable(int('The next level, null at the top.')), turnoverToNext: money('Valid bets still needed for the next level (0.00 at the top).'),
      progressPercent: int('Progress from this level\'s requirement to the next, 0 to 100.', { minimum: 0, maximum: 100 }),
    }, ['level', 'name', 'turnover', 'nextLevel', 'turnoverToNext', 'progressPercent'])),
  }, ['levels', 'member'])),
});

const control = family('sandbox', 'SandboxControl', 'Sandbox-only control API for tests and QA (never on a real platform).', {
  FlagsRequest: map(bool('On.'), 'Whitelabel flag overrides, e.g. { "CBS3": true }; null clears one.'),
  PlatformRequest: obj('What the platform sends in the system status from now on, over the merchant\'s config (QA matrix, issue 17 point 1); null clears an override.', {
    modules: {
      ...map({ type: ['boolean', 'null'], description: 'On, off, or null for the merchant\'s.' }, 'Module switches, e.g. { "REWCEN3": false }.'),
      propertyNames: { $ref: '../merchant.schema.json#/$defs/moduleId' }, tsType: 'Partial<Record<ModuleId, boolean | null>>',
    },
    agentMenu: { oneOf: [arr({ $ref: '../merchant.schema.json#/$defs/agentMenuKey' }, 'Agent menu keys allowed.', { uniqueItems: true }), { type: 'null' }], description: 'Agent menu keys, or null for the merchant\'s.' },
    templates: obj('Screen templates.', {
      mem_cen: { type: ['string', 'null'], enum: ['0', '1', null], description: 'Member centre: "1" new, "0" base, null the merchant\'s.' },
      dep_func: { type: ['string', 'null'], enum: ['0', '1', null], description: 'Deposit: "1" new, "0" base, null the merchant\'s.' },
    }),
  }),
  StatusRequest: obj('Status overrides.', { maintenance: bool('Maintenance on.'), regionRestriction: bool('Region blocked.') }),
  ClockRequest: obj('Clock.', { now: { type: ['string', 'null'], format: 'date-time', description: 'ISO time, or null for real time.' } }, ['now']),
  SmsLastQuery: obj('Last SMS.', { mobile: str('Mobile number.', { minLength: 1 }) }, ['mobile']),
  EmailLastQuery: obj('Last e-mail verification code sent to an address.', { email: str('E-mail address.', { minLength: 3 }) }, ['email']),
  RewardGrantRequest: obj('Grants an unclaimed reward to an account (tests and QA).', { username: code('Account name.'), amount: str('Amount, 2 decimals.', { pattern: '^\\d{1,15}\\.\\d{2}$' }), title: text('Title (EN).', 128) }, ['username', 'amount']),
  BetRequest: obj('Records a settled bet of an account (tests and QA): it counts for cash back and VIP turnover.', { username: code('Account name.'), category: gameType('Game category.'), amount: str('Valid bet, 2 decimals.', { pattern: '^\\d{1,15}\\.\\d{2}$' }) }, ['username', 'category', 'amount']),
  RewardCountRequest: obj('Unclaimed promotion count for the reward badge.', { count: int('Count.', { minimum: 0 }), username: text('Only this account (default every account).', 64) }, ['count']),
  RegistrationRequest: obj('Registration settings the platform serves from now on (a version no build has seen), or null for the merchant\'s registration.json.', {
    settings: { oneOf: [{ $ref: '../registration.schema.json' }, { type: 'null' }], description: 'Settings, or null.' },
  }, ['settings']),
  HostileRequest: obj('Strings written round-robin into every field of platform data the screens render (names, titles, HTML, picture and link URLs; issue 14 point 6); reset restores the seed.', {
    strings: arr(str('A hostile string.', { minLength: 1, maxLength: 100000 }), 'The strings.', { minItems: 1, maxItems: 10000 }),
  }, ['strings']),
  WalletPendingQuery: obj('Deposits or withdrawals awaiting review (issue 19).', {
    kind: str('Which requests.', { enum: ['deposit', 'withdraw'] }), username: text('Only this account.', 64),
  }, ['kind']),
  WalletReviewRequest: obj('Approve or reject one pending deposit or withdrawal: an approved deposit credits main (and its promotion bonus), an approved withdrawal pays out the held amount, a rejected one returns it to main.', {
    kind: str('Which request.', { enum: ['deposit', 'withdraw'] }), id: int('Deposit or withdrawal id.', { minimum: 1 }),
    decision: str('What the platform decides.', { enum: ['approve', 'reject'] }), remark: text('Reason shown to the player (reject).', 200),
  }, ['kind', 'id', 'decision']),
  WalletTurnoverRequest: obj('Sets a member\'s remaining turnover requirement (tests and QA): the requirements so far are replaced by this one, paid off by stakes placed after it. No money moves.', {
    username: str('Account name.', { minLength: 1, maxLength: 64 }),
    remaining: str('Turnover still to bet before withdrawing, 2 decimals ("0.00" clears it).', { pattern: '^\\d{1,13}\\.\\d{2}$' }),
  }, ['username', 'remaining']),
  WalletLedgerQuery: obj('A member\'s ledger accounts and balances (QA).', { username: str('Account name.', { minLength: 1, maxLength: 64 }) }, ['username']),
  CodeResponse: obj('A code.', { code: str('The code.') }, ['code']),
  ControlResponse: obj('Control result.', { ok: { type: 'boolean', const: true, description: 'Done.' }, state: { type: 'object', description: 'Current overrides.' } }, ['ok']),
});

/** Every schema file, by family name. */
export const API_SCHEMAS: Record<string, Schema> = {
  common, session, register, sms, password, promotion, announcement, system, chat, inbox, member, agent, game, home: homeSections, wallet, security, rewards, sandbox: control,
};
