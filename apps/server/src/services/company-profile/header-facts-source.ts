import type { DialectName } from '../../db/connection.ts';
import { NAME_CHANGE_ITEM } from '../../repositories/company-profile/company-change-repository.ts';
import type { HeaderFactsSource } from '../../repositories/company-profile/profile-counts.ts';
import { QUALIFICATION_TAGS } from './company-tags.ts';

/** The rules the stored header facts are written by (what the header reads live when a company has no row). */
export function headerFactsSource(dialect: DialectName): HeaderFactsSource {
  return { dialect, qualificationTags: QUALIFICATION_TAGS, nameChangeItem: NAME_CHANGE_ITEM };
}
