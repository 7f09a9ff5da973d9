import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDocument, csvFileName, csvJakartaTime, csvLine, type CsvColumn } from './csv.ts';

describe('csvCell', () => {
  it('writes plain text, numbers and empties as they are', () => {
    expect(csvCell('Susu UHT 1L')).toBe('Susu UHT 1L');
    expect(csvCell(1_549_890)).toBe('1549890');
    expect(csvCell(-300)).toBe('-300');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Jl. Sudirman, Jakarta')).toBe('"Jl. Sudirman, Jakarta"');
    expect(csvCell('TV 55" Smart')).toBe('"TV 55"" Smart"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('prefixes a cell a spreadsheet would run as a formula with a single quote', () => {
    expect(csvCell('=HYPERLINK("http://evil.test","click")')).toBe(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(csvCell('+62 812-1000-2026')).toBe("'+62 812-1000-2026");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('csvDocument', () => {
  interface Row {
    number: string;
    customer: string;
    total: number;
  }
  const columns: CsvColumn<Row>[] = [
    { header: 'Order', value: (r) => r.number },
    { header: 'Customer', value: (r) => r.customer },
    { header: 'Total (IDR)', value: (r) => r.total },
  ];

  it('is a BOM, a header line and one CRLF line per row', () => {
    const text = csvDocument(columns, [
      { number: 'LMB-7K3QX9PA', customer: 'Siti, Rahayu', total: 1_549_890 },
      { number: '#1042', customer: '=cmd', total: 0 },
    ]);
    expect(text).toBe(`${CSV_BOM}Order,Customer,Total (IDR)\r\nLMB-7K3QX9PA,"Siti, Rahayu",1549890\r\n#1042,'=cmd,0\r\n`);
  });

  it('has the header alone when there are no rows', () => {
    expect(csvDocument(columns, [])).toBe(`${CSV_BOM}Order,Customer,Total (IDR)\r\n`);
    expect(csvLine([])).toBe('\r\n');
  });

  it('names the file by list and Jakarta day', () => {
    expect(csvFileName('orders', '2026-11-23')).toBe('orders-2026-11-23.csv');
  });
});

describe('csvJakartaTime', () => {
  it('writes an instant as Jakarta wall-clock time a spreadsheet reads, the next day after 17:00 UTC', () => {
    expect(csvJakartaTime('2026-11-26T17:10:35.976Z')).toBe('2026-11-27 00:10:35');
    expect(csvJakartaTime(new Date('2026-11-26T02:00:00Z'))).toBe('2026-11-26 09:00:00');
    expect(csvJakartaTime('2026-11-26T09:00:00+07:00')).toBe('2026-11-26 09:00:00');
  });

  it('leaves a cell empty for no time and keeps a value that is not a date as it is', () => {
    expect(csvJakartaTime(null)).toBe('');
    expect(csvJakartaTime(undefined)).toBe('');
    expect(csvJakartaTime('')).toBe('');
    expect(csvJakartaTime('soon')).toBe('soon');
  });
});
