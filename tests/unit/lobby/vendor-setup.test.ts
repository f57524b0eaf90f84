// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SortingCategory, Vendor } from '../../../src/api/games.ts';
import { applyVendorSetup, canSelectCategory, categoryMenu, queryGameType } from '../../../src/state/vendor-setup.ts';

const vendor = (code: string): Vendor => ({ vassalage: code, accountTypeName: code, displayName: `${code} name`, iconUrl: '', smallIconUrl: '', sequence: 0 });
const cat = (gameCategory: string, ...codes: string[]): SortingCategory => ({ gameCategory, vendorNames: codes.map(vendor) });
const groups = { esport: ['AV', 'AI', 'IMES', 'TF', 'IA'], cockfight: ['DS88', 'DIG'], bgs: 'BGS' };

const server = [
  cat('RNG', 'PG', 'BGS', 'JILI'), cat('FISH', 'KA'), cat('LIVE', 'EVO'), cat('PVP', 'KM'),
  cat('SPORTS', 'SABA', 'DS88', 'DIG', 'CMD'), cat('ESPORTS', 'IMES', 'TF'), cat('LOTT', 'TCG_SEA'), cat('ELOTT', 'TCG_LOTTO_VN'),
];
const codes = (list: { code: string }[]) => list.map((c) => c.code);
const vendorsOf = (list: { code: string; vendors: Vendor[] }[], code: string) => list.find((c) => c.code === code)?.vendors.map((v) => v.vassalage);

describe('vendor setup transforms (SPEC 4)', () => {
  it('R4-43 moves the BGS vendor out of RNG into its own BGS category right after RNG', () => {
    const list = applyVendorSetup(server, groups);
    expect(codes(list).slice(0, 3)).toEqual(['RNG', 'BGS', 'FISH']);
    expect(vendorsOf(list, 'RNG')).toEqual(['PG', 'JILI']);
    expect(vendorsOf(list, 'BGS')).toEqual(['BGS']);
  });

  it('R4-44 moves the cockfight vendors out of SPORTS into COCKFIGHT right after LIVE', () => {
    const list = applyVendorSetup(server, groups);
    expect(codes(list)).toEqual(['RNG', 'BGS', 'FISH', 'LIVE', 'COCKFIGHT', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT']);
    expect(vendorsOf(list, 'COCKFIGHT')).toEqual(['DS88', 'DIG']);
    expect(vendorsOf(list, 'SPORTS')).toEqual(['SABA', 'CMD']);
  });

  it('R9-4 D20 esport vendors left inside SPORTS form ESPORTS right after SPORTS; a server ESPORTS keeps its place', () => {
    const noEsports = [cat('SPORTS', 'SABA', 'IMES', 'AV'), cat('LOTT', 'GPK')];
    expect(codes(applyVendorSetup(noEsports, groups))).toEqual(['SPORTS', 'ESPORTS', 'LOTT']);
    expect(vendorsOf(applyVendorSetup(noEsports, groups), 'ESPORTS')).toEqual(['IMES', 'AV']);
    expect(vendorsOf(applyVendorSetup(server, groups), 'ESPORTS')).toEqual(['IMES', 'TF']);
  });

  it('R4-43 moves the configured BGS vendor, wherever RNG sits, and leaves RNG alone without it', () => {
    const withBgs = applyVendorSetup([cat('FISH', 'KA'), cat('RNG', 'PG', 'BGS'), cat('LIVE', 'EVO')], groups);
    expect(codes(withBgs)).toEqual(['FISH', 'RNG', 'BGS', 'LIVE']);
    expect(vendorsOf(withBgs, 'RNG')).toEqual(['PG']);
    expect(vendorsOf(withBgs, 'BGS')).toEqual(['BGS']);
    // The merchant's constants.vendors.bgs names the vendor: another code in RNG stays there.
    const renamed = applyVendorSetup([cat('FISH', 'KA'), cat('RNG', 'PG', 'BGS'), cat('LIVE', 'EVO')], { ...groups, bgs: 'BG2' });
    expect(codes(renamed)).toEqual(['FISH', 'RNG', 'LIVE']);
    expect(vendorsOf(renamed, 'RNG')).toEqual(['PG', 'BGS']);
    expect(codes(applyVendorSetup([cat('RNG', 'PG'), cat('FISH', 'KA')], groups))).toEqual(['RNG', 'FISH']);
  });

  it('R2.3-11 D11 the menu is FAV, HOME, the vendor categories in server order, with HOT right after BGS', () => {
    expect(categoryMenu(applyVendorSetup(server, groups))).toEqual(['FAV', 'HOME', 'RNG', 'BGS', 'HOT', 'FISH', 'LIVE', 'COCKFIGHT', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT']);
    expect(categoryMenu([{ code: 'RNG', vendors: [] }])).toEqual(['FAV', 'HOME', 'HOT', 'RNG']);
  });

  it('R4-42 ESPORTS and COCKFIGHT are queried as SPORTS, BGS as RNG, others as themselves', () => {
    expect(queryGameType('ESPORTS')).toBe('SPORTS');
    expect(queryGameType('COCKFIGHT')).toBe('SPORTS');
    expect(queryGameType('BGS')).toBe('RNG');
    expect(queryGameType('LIVE')).toBe('LIVE');
    expect(queryGameType('fish')).toBe('FISH');
  });

  it('R4-36 a category with no vendors cannot be selected', () => {
    const list = [{ code: 'RNG', vendors: [vendor('PG')] }, { code: 'PVP', vendors: [] }];
    expect(canSelectCategory('RNG', list)).toBe(true);
    expect(canSelectCategory('PVP', list)).toBe(false);
    expect(canSelectCategory('ELOTT', list)).toBe(false);
    expect(canSelectCategory('HOT', list)).toBe(true);
  });

  it('sorts a vendor by its account type name, and by its vassalage when the account type name is empty', () => {
    const renamed = (vassalage: string, accountTypeName: string): Vendor => ({ ...vendor(vassalage), accountTypeName });
    const list = applyVendorSetup([{ gameCategory: 'RNG', vendorNames: [vendor('PG'), renamed('BGS-GAMING', 'BGS')] }, { gameCategory: 'SPORTS', vendorNames: [renamed('SABA', 'IMES'), renamed('DS88', '')] }], groups);
    expect(list).toEqual([
      { code: 'RNG', vendors: [vendor('PG')] }, { code: 'BGS', vendors: [renamed('BGS-GAMING', 'BGS')] },
      { code: 'SPORTS', vendors: [] }, { code: 'ESPORTS', vendors: [renamed('SABA', 'IMES')] }, { code: 'COCKFIGHT', vendors: [renamed('DS88', '')] },
    ]);
  });

  it('takes vendors only out of the category they are pulled from; the same vendor elsewhere stays', () => {
    const list = applyVendorSetup([cat('RNG', 'PG', 'BGS'), cat('FISH', 'BGS', 'KA'), cat('SPORTS', 'SABA', 'DS88'), cat('LIVE', 'EVO', 'DIG')], groups);
    expect(list).toEqual([
      { code: 'RNG', vendors: [vendor('PG')] }, { code: 'BGS', vendors: [vendor('BGS')] }, { code: 'FISH', vendors: [vendor('BGS'), vendor('KA')] },
      { code: 'SPORTS', vendors: [vendor('SABA')] }, { code: 'LIVE', vendors: [vendor('EVO'), vendor('DIG')] }, { code: 'COCKFIGHT', vendors: [vendor('DS88')] },
    ]);
  });

  it('adds pulled-out vendors to the end of a category the server already sends, in its place', () => {
    const list = applyVendorSetup([cat('LIVE', 'EVO'), cat('ESPORTS', 'TF'), cat('COCKFIGHT', 'DIG'), cat('SPORTS', 'SABA', 'IMES', 'DS88', 'AV'), cat('LOTT', 'GPK')], groups);
    expect(list).toEqual([
      { code: 'LIVE', vendors: [vendor('EVO')] }, { code: 'ESPORTS', vendors: [vendor('TF'), vendor('IMES'), vendor('AV')] },
      { code: 'COCKFIGHT', vendors: [vendor('DIG'), vendor('DS88')] }, { code: 'SPORTS', vendors: [vendor('SABA')] }, { code: 'LOTT', vendors: [vendor('GPK')] },
    ]);
  });

  it('without LIVE to follow, COCKFIGHT comes right after SPORTS', () => {
    const list = applyVendorSetup([cat('RNG', 'PG'), cat('FISH', 'KA'), cat('SPORTS', 'SABA', 'DS88'), cat('LOTT', 'GPK')], groups);
    expect(list).toEqual([
      { code: 'RNG', vendors: [vendor('PG')] }, { code: 'FISH', vendors: [vendor('KA')] }, { code: 'SPORTS', vendors: [vendor('SABA')] },
      { code: 'COCKFIGHT', vendors: [vendor('DS88')] }, { code: 'LOTT', vendors: [vendor('GPK')] },
    ]);
  });

  it('the menu puts HOT right after HOME when there is no BGS, and right after BGS wherever it is', () => {
    expect(categoryMenu([])).toEqual(['FAV', 'HOME', 'HOT']);
    expect(categoryMenu([{ code: 'RNG', vendors: [] }, { code: 'LIVE', vendors: [] }])).toEqual(['FAV', 'HOME', 'HOT', 'RNG', 'LIVE']);
    expect(categoryMenu([{ code: 'BGS', vendors: [] }, { code: 'LIVE', vendors: [] }])).toEqual(['FAV', 'HOME', 'BGS', 'HOT', 'LIVE']);
    expect(categoryMenu([{ code: 'RNG', vendors: [] }, { code: 'LIVE', vendors: [] }, { code: 'BGS', vendors: [] }])).toEqual(['FAV', 'HOME', 'RNG', 'LIVE', 'BGS', 'HOT']);
  });

  it('FAV, HOME and HOT can always be selected, even with no categories at all', () => {
    for (const code of ['FAV', 'HOME', 'HOT']) expect(canSelectCategory(code, [])).toBe(true);
    expect(canSelectCategory('RNG', [])).toBe(false);
  });
});
