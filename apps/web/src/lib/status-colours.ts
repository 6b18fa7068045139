/**
 * Text colours of the three states that read at 4.5:1 or better on white and on antd's light tints
 * of them: antd's own (#52c41a, #faad14, #ff4d4f) are fill colours, too light for text (2.2:1,
 * 1.9:1, 3.3:1). The theme (app/theme.ts) gives tags and errors these; a page that colours a
 * number by its state takes them from here.
 */
export const STATUS_TEXT = { success: '#237804', warning: '#874d00', error: '#cf1322' } as const;
