export { ListPage, type ListParams } from './ListPage.tsx';
export { FormModal } from './FormModal.tsx';
export { DeleteAction } from './DeleteAction.tsx';
export { useSave } from './use-save.ts';
export { AdminUiTexts } from './texts.ts';
export { rangeQuery, searchQuery } from './search-query.ts';
export { RangeFilter, SelectFilter } from './SearchFields.tsx';
export { editDeleteColumn, type EditDeleteOptions } from './edit-delete-column.tsx';
