import { createRequire } from 'node:module';

/**
 * exceljs' XML reader (lib/utils/parse-sax.js) decodes every chunk of a zipped XML part on its own,
 * so a Chinese character whose UTF-8 bytes straddle two chunks is read as two U+FFFD ("安装��务").
 * This replaces that module, before exceljs loads it, with the same reader decoding as a stream.
 * Import it through ./exceljs.ts only: it must run before anything requires exceljs.
 */
const fromExceljs = createRequire(createRequire(import.meta.url).resolve('exceljs'));
const parseSaxPath = fromExceljs.resolve('./lib/utils/parse-sax.js');
const { SaxesParser } = fromExceljs('saxes') as {
  SaxesParser: new () => {
    on(event: string, fn: (value: unknown) => void): void;
    write(text: string): void;
  };
};

interface SaxEvent {
  eventType: 'opentag' | 'text' | 'closetag';
  value: unknown;
}

async function* parseSax(iterable: AsyncIterable<Buffer | string>): AsyncGenerator<SaxEvent[]> {
  const parser = new SaxesParser();
  const decoder = new TextDecoder('utf-8');
  let error: unknown;
  let events: SaxEvent[] = [];
  parser.on('error', (err) => (error = err));
  parser.on('opentag', (value) => events.push({ eventType: 'opentag', value }));
  parser.on('text', (value) => events.push({ eventType: 'text', value }));
  parser.on('closetag', (value) => events.push({ eventType: 'closetag', value }));
  const feed = (text: string) => {
    if (text) parser.write(text);
    if (error) throw error instanceof Error ? error : new Error(String(error));
  };
  for await (const chunk of iterable) {
    feed(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    yield events;
    events = [];
  }
  feed(decoder.decode());
  if (events.length) yield events;
}

fromExceljs(parseSaxPath);
const cached = fromExceljs.cache[parseSaxPath];
if (!cached) throw new Error('exceljs parse-sax module not found');
cached.exports = parseSax;
