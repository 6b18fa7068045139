import {
  judicialRiskKinds,
  operatingRiskKinds,
  type ProfileCounts,
  type ProfileSection,
} from '@qishu/contract';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The number beside each section of the navigation: the rows of its table, summed over its kinds
 * for the sections with sub-tabs (risks, IP, 经营状况 = annual reports and licences). 基本信息 has none.
 */
export function sectionCounts(counts: ProfileCounts): Partial<Record<ProfileSection, number>> {
  return {
    shareholders: counts.shareholders,
    people: counts.people,
    investments: counts.investments,
    branches: counts.branches,
    changes: counts.changes,
    judicial: sum(judicialRiskKinds.map((k) => counts.risks[k] ?? 0)),
    operating: sum(operatingRiskKinds.map((k) => counts.risks[k] ?? 0)),
    ip: sum(Object.values(counts.ip)),
    operations: counts.annual_reports + sum(Object.values(counts.licences)),
  };
}
