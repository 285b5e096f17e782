import { div, isDecimal, mul } from '../../contract/domain/decimal.ts';

/** A conversion row of stock/conversion-units: one `ma_dvt` = `he_so` × `ma_dvt_qd`. */
export interface Conversion {
  readonly ma_vt?: string | null;
  readonly ma_dvt: string;
  readonly ma_dvt_qd: string;
  readonly he_so: string;
}

/** A unit a line may count in, with its factor to the product's base unit. */
export interface UnitChoice {
  readonly dvt: string;
  readonly he_so: string;
}

/** Digits kept when a factor is the inverse of a declared one (1 ml = 0.001 l). */
const FACTOR_DIGITS = 6;

/**
 * The units a product may be entered in: its base unit (factor 1), then every unit a conversion
 * links to the base one in either direction. A conversion for this product wins over a general
 * one (empty `ma_vt`) between the same units.
 */
export function unitChoices(maVt: string, base: string, conversions: readonly Conversion[]): UnitChoice[] {
  const choices = new Map<string, UnitChoice>([[base, { dvt: base, he_so: '1' }]]);
  const own = conversions.filter((c) => c.ma_vt === maVt);
  const general = conversions.filter((c) => !c.ma_vt);
  for (const conversion of [...own, ...general]) {
    if (!isDecimal(conversion.he_so) || Number(conversion.he_so) <= 0) continue;
    if (conversion.ma_dvt_qd === base && !choices.has(conversion.ma_dvt))
      choices.set(conversion.ma_dvt, { dvt: conversion.ma_dvt, he_so: conversion.he_so });
    else if (conversion.ma_dvt === base && !choices.has(conversion.ma_dvt_qd))
      choices.set(conversion.ma_dvt_qd, {
        dvt: conversion.ma_dvt_qd,
        he_so: div('1', conversion.he_so, FACTOR_DIGITS),
      });
  }
  return [...choices.values()];
}

/**
 * The price of one chosen unit from the price of another: a bottle at 385 000 is a carton of 12
 * at 4 620 000. Kept to 4 decimals, like the line's price column.
 */
export function priceInUnit(price: string, fromFactor: string, toFactor: string): string {
  if (!isDecimal(price) || !isDecimal(fromFactor) || !isDecimal(toFactor) || Number(fromFactor) === 0)
    return price;
  return div(mul(price, toFactor), fromFactor, 4);
}
