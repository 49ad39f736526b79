import { describe, expect, it } from 'vitest';
import { addAddresses, attachmentsFit, maxAddresses, parseAddress, splitAddresses, takeTyped } from './address';

describe('parseAddress', () => {
  it.each([
    ['ada@example.com', 'ada@example.com', true],
    ['  ada.l+cv@mail.example.co.uk ', 'ada.l+cv@mail.example.co.uk', true],
    ['Ada Lovelace <ada@example.com>', 'ada@example.com', true],
    ['ada', 'ada', false],
    ['ada@', 'ada@', false],
    ['@example.com', '@example.com', false],
    ['ada@example', 'ada@example', false],
    ['ada@@example.com', 'ada@@example.com', false],
    ['ada example@x.com', 'ada example@x.com', false],
    ['Ada <ada@example.com', 'Ada <ada@example.com', false],
    ['Ada <not-an-address>', 'not-an-address', false],
  ])('%s', (tag, address, valid) => {
    expect(parseAddress(tag)).toEqual({ address, valid });
  });
});

describe('limits', () => {
  it('takes 5 addresses for FA, 100 otherwise', () => {
    expect(maxAddresses('FA')).toBe(5);
    expect(maxAddresses('fa')).toBe(5);
    expect(maxAddresses('HT')).toBe(100);
    expect(maxAddresses(undefined)).toBe(100);
  });
  it('adds valid new addresses until the list is full', () => {
    const r = addAddresses(['a@x.com'], ['A <A@x.com>', 'b@x.com', 'nope', 'c@x.com', 'd@x.com'], 3);
    expect(r).toEqual({ tags: ['a@x.com', 'b@x.com', 'c@x.com'], invalid: ['nope'], full: true });
  });
  it('checks the attachments total', () => {
    expect(attachmentsFit([10 * 1024 * 1024, 10 * 1024 * 1024], 20)).toBe(true);
    expect(attachmentsFit([10 * 1024 * 1024, 10 * 1024 * 1024 + 1], 20)).toBe(false);
  });
});

describe('typing', () => {
  it('splits at commas, semicolons and line breaks', () => {
    expect(splitAddresses('a@x.com, b@x.com;c@x.com\n\n d@x.com ')).toEqual(['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com']);
  });
  it('keeps the unfinished tag', () => {
    expect(takeTyped('a@x.com, b@x')).toEqual({ done: ['a@x.com'], rest: 'b@x' });
    expect(takeTyped('b@x')).toEqual({ done: [], rest: 'b@x' });
  });
});
