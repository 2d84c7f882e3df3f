/*
 * Where the CMS-1500 (02/12) boxes sit on the NUCC print grid: 10 characters per inch across, 6
 * lines per inch down, so a letter page is 85 columns by 66 lines and one box character is one
 * grid cell. Line and column are 1-based, width is the most characters the box holds. Positions
 * follow the NUCC layout as OpenEMR's 02/12 printer output places them.
 */

export interface GridField {
  line: number;
  column: number;
  width: number;
}

const f = (line: number, column: number, width: number): GridField => ({ line, column, width });

export const cms1500Fields = {
  payerName: f(2, 41, 31),
  payerStreet: f(3, 41, 31),
  payerCityStateZip: f(5, 41, 31),
  /** Box 1: the "Group health plan" check box. */
  box1GroupHealthPlan: f(8, 31, 1),
  box1aInsuredId: f(8, 50, 17),
  box2PatientName: f(10, 1, 28),
  box3BirthMonth: f(10, 31, 2),
  box3BirthDay: f(10, 34, 2),
  box3BirthYear: f(10, 37, 4),
  box4InsuredName: f(10, 50, 28),
  box5Street: f(12, 1, 28),
  /** Box 6: self, spouse, child, other. */
  box6Self: f(12, 33, 1),
  box6Spouse: f(12, 38, 1),
  box6Child: f(12, 42, 1),
  box6Other: f(12, 47, 1),
  box7Street: f(12, 50, 28),
  box5City: f(14, 1, 20),
  box5State: f(14, 26, 2),
  box7City: f(14, 50, 20),
  box7State: f(14, 74, 2),
  box5Zip: f(16, 1, 10),
  box7Zip: f(16, 50, 10),
  box11GroupNumber: f(18, 50, 30),
  /** Boxes 10a–c: "No" (employment, auto accident, other accident). */
  box10aNo: f(20, 41, 1),
  box10bNo: f(22, 41, 1),
  box10cNo: f(24, 41, 1),
  box11cPlanName: f(24, 50, 30),
  /** Box 11d: "No" other health benefit plan. */
  box11dNo: f(26, 57, 1),
  box12Signature: f(29, 7, 17),
  box13Signature: f(29, 55, 17),
  /** Box 21: ICD indicator (0 = ICD-10-CM). */
  box21IcdIndicator: f(37, 42, 1),
  box25TaxId: f(56, 1, 15),
  box25Ein: f(56, 19, 1),
  box26AccountNo: f(56, 23, 15),
  box27AcceptYes: f(56, 38, 1),
  box28TotalCharge: f(56, 52, 8),
  box29AmountPaid: f(56, 62, 8),
  box33Phone: f(57, 66, 12),
  box32Name: f(58, 23, 25),
  box33Name: f(58, 50, 25),
  box32Street: f(59, 23, 25),
  box33Street: f(59, 50, 25),
  box31Signature: f(60, 1, 20),
  box32CityStateZip: f(60, 23, 27),
  box33CityStateZip: f(60, 50, 27),
  box31Date: f(61, 6, 10),
  box32aNpi: f(61, 23, 10),
  box33aNpi: f(61, 50, 10),
} as const satisfies Record<string, GridField>;

/** Box 21 A–L: three rows of four, 13 columns apart, from line 38 column 3. */
export function diagnosisField(index: number): GridField {
  return f(38 + Math.floor(index / 4), 3 + 13 * (index % 4), 8);
}

/** Box 24 service line n (1–6): the unshaded half of its pair of lines. */
export function serviceLineFields(n: number) {
  const line = 42 + 2 * n;
  return {
    fromMonth: f(line, 1, 2),
    fromDay: f(line, 4, 2),
    fromYear: f(line, 7, 2),
    toMonth: f(line, 10, 2),
    toDay: f(line, 13, 2),
    toYear: f(line, 16, 2),
    placeOfService: f(line, 19, 2),
    cpt: f(line, 25, 6),
    modifiers: f(line, 33, 11),
    pointers: f(line, 45, 4),
    charges: f(line, 50, 8),
    units: f(line, 59, 3),
    renderingNpi: f(line, 68, 10),
  };
}

export const serviceLinesPerPage = 6;
/** One grid cell in PDF points: 1/10 inch across, 1/6 inch down. */
export const cellWidth = 7.2;
export const cellHeight = 12;
