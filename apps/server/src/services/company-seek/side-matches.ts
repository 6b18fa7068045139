import type { SeekField } from '@qishu/contract';
import type { CompanySeekMatchRepository } from '../../repositories/company-seek-match-repository.ts';
import {
  SOURCE_FIELD,
  isTextIndexSource,
  sourceOfTier,
  type SideSource,
} from '../../search/seek/keyword-sources.ts';
import { snippet } from './match-snippet.ts';

type Match = { field: SeekField; text: string };

/**
 * The match shown under a row whose keyword was found by a side source (its tier): the former name
 * around the keyword, the executive with positions, the brand or the phone number. One read per
 * source on the page's companies; rows matched by the text index are left to matchOf.
 */
export function createSideMatches(repo: CompanySeekMatchRepository) {
  return {
    async of(page: readonly { id: number; tier: number }[], keyword: string | undefined) {
      const out = new Map<number, Match>();
      const k = keyword?.trim();
      if (!k) return out;
      const bySource = new Map<SideSource, number[]>();
      for (const p of page) {
        const source = sourceOfTier(p.tier);
        if (!source || isTextIndexSource(source)) continue;
        const ids = bySource.get(source);
        if (ids) ids.push(p.id);
        else bySource.set(source, [p.id]);
      }
      const found = await Promise.all(
        [...bySource].map(async ([source, ids]) => ({ source, texts: await repo.texts(source, ids, k) })),
      );
      for (const { source, texts } of found) {
        for (const t of texts) {
          if (out.has(t.company_id)) continue;
          const text = source === 'former_name' ? (snippet(t.text, k) ?? t.text) : t.text;
          out.set(t.company_id, { field: SOURCE_FIELD[source], text });
        }
      }
      return out;
    },
  };
}
