import { describe, expect, it } from 'vitest';
import { formatFullAddress } from './address-hash';
import { TYPED_KEYS_MAX, typedAddressKeys } from './typed-address';

/** The stored key of a full address, as the load writes addresses.search_key. */
const stored = (street: string, unit: string, city: string, zip: string) =>
  formatFullAddress(street, unit, city, zip)
    .replace(/, MI /, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/** Whether one of the typed text's keys is a prefix of the stored key. */
const finds = (typed: string, key: string) => typedAddressKeys(typed).some((k) => key.startsWith(k));

describe('typedAddressKeys (the type-ahead reads what people type)', () => {
  const jackson = stored('6913 JACKSON DR', '', 'LANSING', '48910');
  const north = stored('6913 N JACKSON DR', '', 'LANSING', '48910');
  const flat = stored('1 MAIN ST', '# 2', 'LANSING', '48910');

  it('reads a street type in any of its Publication 28 forms', () => {
    expect(typedAddressKeys('6913 Jackson Drive')[0]).toBe('6913JACKSONDR');
    expect(finds('6913 jackson drive', jackson)).toBe(true);
    expect(finds('6913 Jackson Drv', jackson)).toBe(true);
    expect(finds('6913 JACKSON DR', jackson)).toBe(true);
  });

  it('reads a street type still being typed', () => {
    expect(finds('6913 Jackson Dri', jackson)).toBe(true);
    expect(typedAddressKeys('6913 Jackson Bou')).toContain('6913JACKSONBLVD');
  });

  it('reads a directional spelled out, before or after the name', () => {
    expect(typedAddressKeys('6913 North Jackson Drive')[0]).toBe('6913NJACKSONDR');
    expect(finds('6913 north jackson drive', north)).toBe(true);
    expect(typedAddressKeys('123 Main Street North')[0]).toBe('123MAINSTN');
  });

  it('reads a unit under any generic designator, whichever the file uses', () => {
    for (const typed of ['1 Main St Apt 2', '1 Main Street Apartment 2', '1 main st #2', '1 Main St Unit 2'])
      expect(finds(typed, flat), typed).toBe(true);
    expect(finds('1 Main St Unit 2', stored('1 MAIN ST', 'APT 2', 'LANSING', '48910'))).toBe(true);
    expect(finds('1 Main St Apt 2', stored('1 MAIN ST', 'UNIT 2', 'LANSING', '48910'))).toBe(true);
  });

  it('leaves out a designator still waiting for its number', () => {
    expect(typedAddressKeys('1 main street apt')[0]).toBe('1MAINST');
  });

  it('reads the city and ZIP after the street, with or without commas', () => {
    expect(typedAddressKeys('6913 Jackson Drive, Lansing, MI 48910')[0]).toBe('6913JACKSONDRLANSING48910');
    expect(finds('6913 Jackson Drive Lansing', jackson)).toBe(true);
    expect(finds('6913 Jackson Drive Lansing MI 48910', jackson)).toBe(true);
    // A dwelling with a unit keys its unit before the city: the street alone finds it.
    expect(finds('1 Main Street, Lansing', flat)).toBe(true);
    expect(finds('1 Main St Apt 2 Lansing 48910', flat)).toBe(true);
  });

  it('reads a city holding a type or a directional word', () => {
    expect(finds('100 Main St Grand Haven', stored('100 MAIN ST', '', 'GRAND HAVEN', '49417'))).toBe(true);
    expect(
      finds('6913 Jackson Dr East Lansing', stored('6913 JACKSON DR', '', 'EAST LANSING', '48823')),
    ).toBe(true);
    expect(finds('6913 Jackson Dr E Lansing', stored('6913 JACKSON DR E', '', 'LANSING', '48910'))).toBe(
      true,
    );
  });

  it('keeps the text as typed as the last key, and reads text without spaces only so', () => {
    expect(typedAddressKeys('6913 Jackson Drive').at(-1)).toBe('6913JACKSONDRIVE');
    expect(typedAddressKeys('6913JACKSONDR')).toEqual(['6913JACKSONDR']);
    expect(typedAddressKeys('Jackson Drive')).toEqual(['JACKSONDRIVE']);
  });

  it('gives a bounded number of keys', () => {
    expect(typedAddressKeys('1 Main St Apt 2 Grand Haven Park Lansing 48910').length).toBeLessThanOrEqual(
      TYPED_KEYS_MAX,
    );
  });
});
