// The fix must be evaluated before exceljs is first required (ES imports run in order).
import './exceljs-utf8-fix.ts';
import ExcelJS from 'exceljs';
import { readWorkbookFilesByDirectory } from './exceljs-reader-fix.ts';

readWorkbookFilesByDirectory(ExcelJS);

/**
 * exceljs with its streaming XML reader decoding UTF-8 across chunk boundaries, and its streaming
 * workbook reader reading a file by the zip's central directory (see the two fixes).
 */
export default ExcelJS;
