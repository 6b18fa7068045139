import { EQUITY_MAX_DEPTH, MAJOR_OWNER_PPM, type BeneficialOwners, type HolderKind } from '@qishu/contract';

/** One holder → company edge, as the loader answers it. */
export interface OwnershipEdge {
  company_id: number;
  holder_kind: HolderKind;
  /** person_id or company_id; null for an organisation outside the registry */
  holder_id: number | null;
  holder_name: string;
  ratio_ppm: number;
}

/** Every holder of each company of `ids` (one call per level of the walk). */
export type HoldersLoader = (ids: readonly number[]) => Promise<readonly OwnershipEdge[]>;

export interface WalkLimits {
  /** path length in edges (EQUITY_MAX_DEPTH) */
  maxDepth: number;
  /** paths followed in all before the walk stops (a dense web of cross-holdings explodes otherwise) */
  maxPaths: number;
  /** paths kept per owner in the answer */
  pathsShown: number;
}

export const DEFAULT_WALK_LIMITS: WalkLimits = {
  maxDepth: EQUITY_MAX_DEPTH,
  maxPaths: 100_000,
  pathsShown: 10,
};

const PPM = 1_000_000;

type Owner = BeneficialOwners['owners'][number];
type PathStep = Owner['paths'][number][number];

interface OwnerAcc {
  holder_kind: HolderKind;
  holder_id: number | null;
  name: string;
  /** effective share in ppm, unrounded */
  share: number;
  paths: { share: number; steps: PathStep[] }[];
  /** some path holds more than half at every edge */
  controlChain: boolean;
}

/**
 * Loads the holders above `rootId` level by level: one loader call per level for every company of
 * that level not loaded yet, down to `maxDepth` levels (holders of companies reached by `maxDepth`
 * edges are loaded too, so the walk knows whether cutting there hides anything).
 */
async function loadUpwards(
  rootId: number,
  load: HoldersLoader,
  maxDepth: number,
): Promise<Map<number, OwnershipEdge[]>> {
  const holders = new Map<number, OwnershipEdge[]>();
  let level = [rootId];
  for (let depth = 0; depth <= maxDepth && level.length; depth++) {
    for (const id of level) holders.set(id, []);
    for (const edge of await load(level)) holders.get(edge.company_id)?.push(edge);
    const next = new Set<number>();
    for (const id of level) {
      for (const e of holders.get(id) ?? []) {
        if (e.holder_kind === 'C' && e.holder_id !== null && !holders.has(e.holder_id)) next.add(e.holder_id);
      }
    }
    level = [...next];
  }
  return holders;
}

const ownerKey = (kind: HolderKind, id: number | null, name: string) =>
  id === null ? `${kind}:${name}` : `${kind}:${id}`;

/**
 * 股权穿透: the ultimate beneficial owners of a company and its actual controller.
 *
 * THE RULES (ours; the spec says only "product of ratios along each path, summed over all paths"):
 * - The walk goes upwards from the company through its holders. A person ('P') or an organisation
 *   outside the registry ('O') ends a path and is an owner. A company holder continues the path, unless
 *   its own holders are unknown (none recorded): then that company is itself an owner (kind 'C').
 * - Effective share of an owner = Σ over its paths of Π of the ratios along the path, in floating
 *   point ppm, rounded to whole ppm only in the answer.
 * - Cycles (cross-holdings): a path never revisits a company already on it. The share that would flow
 *   back into such a company is attributed to nobody (it is the company's stake in itself) and the
 *   answer says `cut`.
 * - Depth: a path has at most `maxDepth` edges. A company reached at that depth that has holders of its
 *   own is not followed; it stands as an owner (kind 'C') for the share reaching it, and `cut` is set.
 *   The walk also stops after `maxPaths` paths (`cut` again).
 * - 最终受益人 (is_major): rounded share ≥ MAJOR_OWNER_PPM (25 %).
 * - 实际控制人 (is_controller): the owner at the top of a control chain, a path on which every holder
 *   holds more than half of the company below it (at most one owner can have one: a company has at most
 *   one majority holder). Without a chain: the owner with the largest effective share, when that share
 *   is ≥ 25 %. Otherwise nobody.
 */
export async function beneficialOwners(
  root: { company_id: number; name: string },
  load: HoldersLoader,
  limits: WalkLimits = DEFAULT_WALK_LIMITS,
): Promise<BeneficialOwners> {
  const holders = await loadUpwards(root.company_id, load, limits.maxDepth);
  /** names of the companies met (a company holder's name as its holding row spells it) */
  const companyNames = new Map<number, string>([[root.company_id, root.name]]);
  const owners = new Map<string, OwnerAcc>();
  let cut = false;
  let pathsLeft = limits.maxPaths;

  const record = (
    kind: HolderKind,
    id: number | null,
    name: string,
    share: number,
    steps: PathStep[],
    chain: boolean,
  ) => {
    const key = ownerKey(kind, id, name);
    let acc = owners.get(key);
    if (!acc) {
      acc = { holder_kind: kind, holder_id: id, name, share: 0, paths: [], controlChain: false };
      owners.set(key, acc);
    }
    acc.share += share;
    acc.paths.push({ share, steps });
    acc.controlChain ||= chain;
  };

  /**
   * Follows every holder of `companyId`, reached by `depth` edges with `share` of the root flowing
   * through it along `below` (the steps from this company down to the root) and `onPath`.
   */
  const walk = (
    companyId: number,
    depth: number,
    share: number,
    below: PathStep[],
    onPath: Set<number>,
    chain: boolean,
  ): void => {
    for (const edge of holders.get(companyId) ?? []) {
      if (pathsLeft <= 0) {
        cut = true;
        return;
      }
      const through = (share * edge.ratio_ppm) / PPM;
      const step: PathStep = {
        holder_name: edge.holder_name,
        company_id: companyId,
        company_name: companyNames.get(companyId) ?? '',
        ratio_ppm: edge.ratio_ppm,
      };
      const steps = [step, ...below];
      const stillChain = chain && edge.ratio_ppm > PPM / 2;
      if (edge.holder_kind !== 'C' || edge.holder_id === null) {
        pathsLeft--;
        record(edge.holder_kind, edge.holder_id, edge.holder_name, through, steps, stillChain);
        continue;
      }
      const holderId = edge.holder_id;
      if (onPath.has(holderId)) {
        // a cross-holding leads back into this path: nobody owns what flows round the cycle
        pathsLeft--;
        cut = true;
        continue;
      }
      if (!companyNames.has(holderId)) companyNames.set(holderId, edge.holder_name);
      const above = holders.get(holderId);
      if (above === undefined || above.length === 0 || depth + 1 >= limits.maxDepth) {
        if (above === undefined || (above.length > 0 && depth + 1 >= limits.maxDepth)) cut = true;
        pathsLeft--;
        record('C', holderId, edge.holder_name, through, steps, stillChain);
        continue;
      }
      onPath.add(holderId);
      walk(holderId, depth + 1, through, steps, onPath, stillChain);
      onPath.delete(holderId);
    }
  };
  walk(root.company_id, 0, PPM, [], new Set([root.company_id]), true);

  const list = [...owners.values()].sort(
    (a, b) => b.share - a.share || a.holder_kind.localeCompare(b.holder_kind) || a.name.localeCompare(b.name),
  );
  const largest = list[0];
  const controller =
    list.find((o) => o.controlChain) ??
    (largest && Math.round(largest.share) >= MAJOR_OWNER_PPM ? largest : undefined);
  return {
    company_id: root.company_id,
    name: root.name,
    cut,
    owners: list.map((o) => {
      const share_ppm = Math.round(o.share);
      return {
        holder_kind: o.holder_kind,
        holder_id: o.holder_id,
        name: o.name,
        share_ppm,
        is_major: share_ppm >= MAJOR_OWNER_PPM,
        is_controller: o === controller,
        paths: [...o.paths]
          .sort((a, b) => b.share - a.share)
          .slice(0, limits.pathsShown)
          .map((p) => p.steps),
        path_count: o.paths.length,
      };
    }),
  };
}
