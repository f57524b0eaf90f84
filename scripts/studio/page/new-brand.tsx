/** "New brand": what `npm run new-merchant -- <code> --from <brand>` does, from the page. */
import { useState } from 'react';
import { api, type BrandSummary } from './api.ts';

export function NewBrand({ brands, onCreated, onFailed }: { brands: BrandSummary[]; onCreated: (code: string, output: string) => Promise<void>; onFailed: (reason: string) => void }) {
  const [code, setCode] = useState('');
  const [from, setFrom] = useState('ttslot');
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    const { status, value } = await api.create(code, from);
    setBusy(false);
    if (status === 201 && value.code !== undefined) {
      setCode('');
      await onCreated(value.code, value.output ?? '');
    } else onFailed(`New brand refused: ${value.error ?? status}`);
  };
  return (
    <form className="new-brand" aria-label="New brand" onSubmit={(e) => { e.preventDefault(); void create(); }}>
      <label>New brand code <input value={code} onChange={(e) => setCode(e.target.value)} pattern="[a-z][a-z0-9-]{1,30}" size={10} /></label>
      <label>from{' '}
        <select value={from} onChange={(e) => setFrom(e.target.value)}>
          {brands.map((brand) => <option key={brand.code} value={brand.code}>{brand.code}</option>)}
        </select>
      </label>
      <button type="submit" disabled={busy || code === ''}>New brand</button>
    </form>
  );
}
