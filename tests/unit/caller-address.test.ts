import { describe, expect, it } from 'vitest';
import { callerAddress } from '../../functions/src/lib/caller-address';

const behindFrontEnd = (forwardedFor: string | string[], remoteAddress = '169.254.1.1') => ({
  headers: { 'x-forwarded-for': forwardedFor },
  socket: { remoteAddress },
});

describe('callerAddress (functions/src/lib/caller-address.ts): whose counter a call adds to', () => {
  it("is the front end's rightmost X-Forwarded-For entry, whatever the client wrote before it", () => {
    expect(callerAddress(behindFrontEnd('203.0.113.7'))).toBe('203.0.113.7');
    expect(callerAddress(behindFrontEnd('198.51.100.1, 203.0.113.7'))).toBe('203.0.113.7');
    expect(callerAddress(behindFrontEnd('1.1.1.1,2.2.2.2,  203.0.113.7 '))).toBe('203.0.113.7');
    expect(callerAddress(behindFrontEnd(['198.51.100.1', '203.0.113.7']))).toBe('203.0.113.7');
  });

  it('is the socket peer when no proxy header came (nothing in between, as in the emulator)', () => {
    expect(callerAddress({ headers: {}, socket: { remoteAddress: '192.0.2.5' } })).toBe('192.0.2.5');
    expect(callerAddress({ headers: {}, socket: { remoteAddress: '::ffff:192.0.2.5' } })).toBe('192.0.2.5');
  });

  it('is no address when none can be read, never a shared placeholder', () => {
    expect(callerAddress({ headers: {} })).toBeUndefined();
    expect(callerAddress({ headers: {}, socket: {} })).toBeUndefined();
    expect(callerAddress(behindFrontEnd('203.0.113.7, '))).toBeUndefined();
    expect(callerAddress(behindFrontEnd('203.0.113.7, unknown'))).toBeUndefined();
    expect(callerAddress(behindFrontEnd('203.0.113.7, 999.1.1.1'))).toBeUndefined();
  });

  it('counts an IPv6 caller by its /64, which one line picks its addresses from', () => {
    const a = callerAddress(behindFrontEnd('2001:db8:1:2:aaaa::1'));
    expect(a).toBe('2001:db8:1:2::/64');
    expect(callerAddress(behindFrontEnd('1.2.3.4, 2001:0db8:0001:0002:ffff:ffff:ffff:ffff'))).toBe(a);
    expect(callerAddress(behindFrontEnd('2001:db8:1:3::1'))).not.toBe(a);
    expect(callerAddress(behindFrontEnd('::1'))).toBe('0:0:0:0::/64');
    expect(callerAddress(behindFrontEnd('fe80::1%eth0'))).toBe('fe80:0:0:0::/64');
    expect(callerAddress(behindFrontEnd('64:ff9b::192.0.2.33'))).toBe('64:ff9b:0:0::/64');
  });
});
