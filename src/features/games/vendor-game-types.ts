/**
 * The game type filters of the vendor browser (SPEC 7 Games: vendor game types, typeId 1 and the merchant
 * code): each vendor's classify codes as the platform answers them, asked once per browser.
 */
import { useEffect, useState } from 'react';
import { type ClassifyFilter, fetchVendorGameTypes, type VendorGameTypes } from '../../api/games.ts';

/** Every vendor's game types; none while unknown, when not wanted, or when the call fails (the chips then stay hidden). */
export function useVendorGameTypes(wanted: boolean): readonly VendorGameTypes[] {
  const [types, setTypes] = useState<readonly VendorGameTypes[]>([]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    fetchVendorGameTypes({ quiet: true }).then((list) => live && setTypes(list), () => live && setTypes([]));
    return () => {
      live = false;
    };
  }, [wanted]);
  return types;
}

/**
 * The game types a player may filter by: the chosen vendor's; with no vendor chosen ('' is All), those of
 * every vendor shown, each code once, in the platform's order.
 */
export function gameTypesOf(all: readonly VendorGameTypes[], shown: readonly string[], chosen: string): ClassifyFilter[] {
  const vendors = chosen === '' ? shown : [chosen];
  const out = new Map<string, ClassifyFilter>();
  for (const vendor of all) {
    if (!vendors.includes(vendor.vassalage)) continue;
    for (const type of vendor.gameTypes) if (!out.has(type.caId)) out.set(type.caId, type);
  }
  return [...out.values()];
}
