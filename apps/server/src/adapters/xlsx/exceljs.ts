// The fix must be evaluated before exceljs is first required (ES imports run in order).
import './exceljs-utf8-fix.ts';
import ExcelJS from 'exceljs';

/** exceljs with its streaming XML reader decoding UTF-8 across chunk boundaries (see the fix). */
export default ExcelJS;
