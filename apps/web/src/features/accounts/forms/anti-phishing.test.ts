import { describe, expect, it } from 'vitest';
import { agentSummary, deviceKind, placeKind } from '../lib/login-labels';
import { antiPhishingBody, validateAntiPhishing } from './anti-phishing';

describe('anti-phishing form', () => {
  it.each([
    ['Orca-42', 'secret', {}],
    ['  Orca_42  ', 'secret', {}],
    ['蓝色风筝', 'secret', {}],
    ['abc', 'secret', { code: 'code' }],
    ['x'.repeat(21), 'secret', { code: 'code' }],
    ['two words', 'secret', { code: 'code' }],
    ['<b>x</b>', 'secret', { code: 'code' }],
    ['Orca-42', '', { password: 'password' }],
    ['', '', { code: 'code', password: 'password' }],
  ])('%j with password %j gives %j', (code, password, expected) => {
    expect(validateAntiPhishing({ code, proof: 'login', password })).toEqual(expected);
  });

  it('sends only the chosen proof, with the code trimmed', () => {
    expect(antiPhishingBody({ code: ' Orca-42 ', proof: 'pay', password: '135790' })).toEqual({
      code: 'Orca-42',
      pay_password: '135790',
    });
    expect(antiPhishingBody({ code: 'Orca-42', proof: 'login', password: 'Secret-1' })).toEqual({
      code: 'Orca-42',
      password: 'Secret-1',
    });
  });
});

describe('login history labels', () => {
  it('maps device kinds, agent summaries and places', () => {
    expect(deviceKind({ device: 'mobile' })).toBe('mobile');
    expect(deviceKind({ device: 'fridge' })).toBe('unknown');
    expect(agentSummary({ model: 'Apple iPhone', os: 'iOS 17.1', browser: 'Safari 17.1' })).toBe(
      'Apple iPhone · iOS 17.1 · Safari 17.1',
    );
    expect(agentSummary({ model: '', os: 'Windows NT 10.0', browser: 'Chrome 120.0' })).toBe(
      'Windows NT 10.0 · Chrome 120.0',
    );
    expect(agentSummary({ model: '', os: '', browser: '' })).toBe('');
    expect(placeKind(null)).toBe('unknown');
    expect(placeKind('private')).toBe('private');
    expect(placeKind('loopback')).toBe('loopback');
    expect(placeKind('Lyon, France')).toBeNull();
  });
});
