export { ExportSeekButton } from './ExportSeekButton.tsx';
export { CapacityHistory, ExportHistory } from './ExportHistory.tsx';
export { ExportTexts } from './texts.ts';
