/**
 * Australian Medicare number: 10 digits; digit 9 = Σ(d1..d8 × 1,3,7,9,1,3,7,9) mod 10; digit 1 is 2–6.
 * Its own file without imports so any schema file can use it without an import cycle.
 */
export function isValidMedicareNumber(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^[2-6]\d{9}$/.test(digits)) return false;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return sum % 10 === Number(digits[8]);
}
