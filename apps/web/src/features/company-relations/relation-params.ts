import { parseRelationKey, relationKey, RelationLimits, type RelationEntityKind } from '@qishu/contract';

/** One chosen entity of the page. */
export interface ChosenEntity {
  key: string;
  kind: RelationEntityKind;
  id: number;
}

/** What the address says: `?company=12&company=40&person=7&hops=4` (a profile's link may prefill one or two). */
export interface RelationParams {
  entities: ChosenEntity[];
  hops: number;
}

const positiveId = (v: string) => (/^[1-9]\d{0,14}$/.test(v) ? Number(v) : null);

export function parseRelationParams(params: URLSearchParams): RelationParams {
  const entities: ChosenEntity[] = [];
  const seen = new Set<string>();
  // in the order the address lists them (the order they were chosen)
  for (const [name, raw] of params) {
    if (name !== 'company' && name !== 'person') continue;
    const id = positiveId(raw.trim());
    if (id === null || entities.length >= RelationLimits.maxEntities) continue;
    const key = relationKey(name, id);
    if (seen.has(key)) continue;
    seen.add(key);
    entities.push({ key, kind: name, id });
  }
  const hops = Number(params.get('hops'));
  return {
    entities,
    hops:
      Number.isInteger(hops) && hops >= RelationLimits.minHops && hops <= RelationLimits.maxHops
        ? hops
        : RelationLimits.defaultHops,
  };
}

export function relationSearchParams({ entities, hops }: RelationParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const e of entities) out.append(e.kind, String(e.id));
  out.set('hops', String(hops));
  return out;
}

export function entityOfKey(key: string): ChosenEntity | undefined {
  const parsed = parseRelationKey(key);
  return parsed && { key, ...parsed };
}
