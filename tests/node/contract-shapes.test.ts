/**
 * The data shapes of SPEC 3, held by the platform contract (schemas/api). The contract is the one
 * place the shapes live: the front end's types are generated from it (npm run gen) and the sandbox
 * answers every endpoint with a response contract.test.ts validates against it. So a shape rule holds
 * when its fields are declared, and required where the platform always sends them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Node {
  $ref?: string;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  additionalProperties?: Node | boolean;
  enum?: unknown[];
  type?: string | string[];
  anyOf?: Node[];
  oneOf?: Node[];
}

const files = new Map<string, { definitions: Record<string, Node> }>();
function schema(file: string): { definitions: Record<string, Node> } {
  if (!files.has(file)) files.set(file, JSON.parse(readFileSync(`schemas/api/${file}.schema.json`, 'utf8')) as { definitions: Record<string, Node> });
  return files.get(file) as { definitions: Record<string, Node> };
}

function resolve(node: Node, file: string): [Node, string] {
  if (node.$ref === undefined) return [node, file];
  const [target = '', pointer = ''] = node.$ref.split('#');
  const nextFile = target === '' ? file : target.replace('.schema.json', '');
  const name = pointer.replace('/definitions/', '');
  const found = schema(nextFile).definitions[name];
  if (found === undefined) throw new Error(`no definition ${node.$ref} from ${file}`);
  return resolve(found, nextFile);
}

/** The object at `path` under a definition: property names, `[]` for list items, `*` for map values. */
function at(file: string, definition: string, path: string[] = []): Node {
  let [node, current] = resolve({ $ref: `#/definitions/${definition}` }, file);
  for (const step of path) {
    const next = step === '[]' ? node.items : step === '*' ? (node.additionalProperties as Node | undefined) : node.properties?.[step];
    if (next === undefined || typeof next === 'boolean') throw new Error(`${file} ${definition}: no ${path.join('.')}`);
    [node, current] = resolve(next, current);
  }
  return node;
}

const declared = (node: Node): string[] => Object.keys(node.properties ?? {});

function expectFields(node: Node, fields: string[], { required }: { required: boolean }): void {
  expect(declared(node)).toEqual(expect.arrayContaining(fields));
  if (required) expect(node.required ?? []).toEqual(expect.arrayContaining(fields));
}

describe('the data shapes of SPEC 3 in the platform contract (schemas/api)', () => {
  it('R3-6 a promotion has its fields, images with url and sequence, Y/N requirements and a group name', () => {
    const promotion = at('promotion', 'Promotion');
    expectFields(promotion, ['id', 'linkedPromotionId', 'title', 'content', 'category', 'startDate', 'endDate', 'noExpiry', 'promoAnnouncementCategoryIds', 'announcementImages', 'imageRequired', 'remarkRequired', 'groupName'], { required: true });
    expect(at('promotion', 'Promotion', ['promoAnnouncementCategoryIds']).type).toBe('array');
    expectFields(at('promotion', 'Promotion', ['announcementImages', '[]']), ['url', 'sequence'], { required: true });
    expect(at('promotion', 'Promotion', ['imageRequired']).enum).toEqual(['Y', 'N']);
    expect(at('promotion', 'Promotion', ['remarkRequired']).enum).toEqual(['Y', 'N']);
  });

  it('R3-7 the announcement response has the groups promotion, banners, player (with id and read), popup and hot', () => {
    expectFields(at('announcement', 'AnnouncementsResponse', ['value']), ['promotion', 'banners', 'player', 'popup', 'hot'], { required: true });
    expectFields(at('announcement', 'AnnouncementsResponse', ['value', 'player', '[]']), ['id', 'read'], { required: true });
  });

  it('R3-9 R3-10 an announcement has announcementId, read, id and title; a banner url, click action and groupName', () => {
    expectFields(at('announcement', 'Announcement'), ['announcementId', 'read', 'id', 'title'], { required: true });
    expectFields(at('announcement', 'AnnouncementsResponse', ['value', 'banners', '[]']), ['url', 'action', 'groupName'], { required: true });
  });

  it('R3-11 a game has its identity, pictures, vendor, type, room and play fields', () => {
    expectFields(at('game', 'Game'), ['nodeId', 'nodeName', 'gameName', 'gameId', 'displayName', 'mobileLargeIcon', 'showIcon', 'iconUrl', 'vassalage', 'gameType', 'category', 'gameClassifyNew', 'roomId', 'supportPlay', 'isGameH5', 'freeplay', 'lottoMode'], { required: true });
  });

  it('R3-14 a hot match has both teams with their pictures, the match time, vendor, room and node', () => {
    expectFields(at('game', 'HotMatch'), ['homeTeam', 'awayTeam', 'homeTeamImageUrl', 'awayTeamImageUrl', 'matchTime', 'vendor', 'roomId', 'nodeId'], { required: true });
  });

  it('R3-16 R3-17 vendor setup: sorting lists categories with vendors (displayName, accountTypeName), mapping maps a type to vendors; a filter has caId and name', () => {
    const category = at('game', 'VendorSortingResponse', ['value', '[]']);
    expectFields(category, ['gameCategory', 'vendorNames'], { required: true });
    expectFields(at('game', 'VendorSortingResponse', ['value', '[]', 'vendorNames', '[]']), ['displayName', 'accountTypeName'], { required: true });
    expect(at('game', 'VendorMappingResponse', ['value', '*']).type).toBe('array');
    expectFields(at('game', 'ClassifyResponse', ['value', '[]']), ['caId', 'name'], { required: true });
  });

  it('R3-20 a help topic has title and content', () => {
    expectFields(at('system', 'HelpTopic'), ['title', 'content'], { required: true });
  });

  // The payload the screen sends is proven in tests/unit/auth/register-payload.test.tsx; here, that the contract names those fields.
  it('the contract declares the registration payload\'s account, method, code and profile fields', () => {
    expectFields(at('register', 'RegisterRequest'), [
      'countryDialingCode', 'registerUrl', 'registerMethod', 'username', 'password', 'confirmPassword', 'affiliateCode', 'paymentPassword', 'recommenderId', 'captcha', 'type', 'domain', 'verificationCode',
      'nickname', 'payeeName', 'email', 'mobileNum', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'birthday',
    ], { required: false });
  });

  it('the contract allows registerMethod APP, H5, WEBCLIP and PWA, the shells the front end reports', () => {
    expect([...(at('register', 'RegisterRequest', ['registerMethod']).enum ?? [])].sort()).toEqual(['APP', 'H5', 'PWA', 'WEBCLIP']);
  });

  // What the login screen sends is proven in tests/unit/auth/login-screen.test.tsx and phone-provider-flows.test.tsx; here, that the contract agrees.
  it('the contract declares the login payload\'s username, password, captcha, type (username, sms, firebase), the Firebase fields and the dialing code', () => {
    expectFields(at('session', 'LoginRequest'), ['username', 'password', 'captcha', 'type', 'firebaseChannel', 'firebaseIdToken', 'firebaseMobileNo', 'countryDialingCode'], { required: false });
    expect(at('session', 'LoginRequest', ['type']).enum).toEqual(expect.arrayContaining(['username', 'sms', 'firebase']));
  });

  // What the front end sends and reads is proven in tests/unit/api/sms-calls.test.ts; here, that the contract agrees.
  it('the contract declares the SMS code request\'s mobileNo and mobileNum and an integer expirationTime', () => {
    expectFields(at('sms', 'SmsSendRequest'), ['mobileNo', 'mobileNum'], { required: false });
    expectFields(at('sms', 'SmsSendResponse', ['value']), ['expirationTime'], { required: true });
    expect(at('sms', 'SmsSendResponse', ['value', 'expirationTime']).type).toBe('integer');
  });

  it('R3-33 system status data has info (links, templates, paths, register, resources, flags, domains, image hosts), location.ip, maintenance and regionRestriction', () => {
    expectFields(at('system', 'SystemStatus'), ['info', 'location', 'maintenance', 'regionRestriction'], { required: true });
    expectFields(at('system', 'SystemStatus', ['info']), ['customerService', 'domainRoute', 'mobileTemplate', 'paths', 'register', 'resources', 'whitelabel', 'mainDomain', 'imageCDNs'], { required: true });
    expectFields(at('system', 'SystemStatus', ['info', 'mobileTemplate']), ['mem_cen', 'dep_func'], { required: true });
    expectFields(at('system', 'SystemStatus', ['info', 'resources', '[]']), ['resourceType'], { required: true });
    expectFields(at('system', 'SystemStatus', ['location']), ['ip'], { required: true });
  });
});
