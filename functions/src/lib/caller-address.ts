import { isIP, isIPv4 } from 'node:net';

/** What a callable's raw request tells about where it came from (Express's request, in part). */
export interface RawRequestFrom {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string };
}

/**
 * The address a per-caller throttle counts, or undefined when none can be trusted.
 *
 * Google's front end (Cloud Run, which serves these functions) appends the address it received the
 * connection from as the RIGHTMOST X-Forwarded-For entry; everything left of it is whatever the
 * client wrote, so it is never read (Express's `request.ip` under "trust proxy" is the leftmost
 * entry). Without the header nothing stands between the caller and us, and the socket's peer is
 * the caller: that is the emulator, which appends nothing.
 *
 * An IPv6 caller is counted by its /64 network: a home or phone line gets a whole /64 and picks
 * the rest of the address itself, so one counter per full address would be one per call.
 */
export function callerAddress(rawRequest: RawRequestFrom): string | undefined {
  const header = rawRequest.headers['x-forwarded-for'];
  const forwarded = Array.isArray(header) ? header.join(',') : header;
  const address =
    forwarded !== undefined ? forwarded.split(',').pop()?.trim() : rawRequest.socket?.remoteAddress;
  return address ? counted(address) : undefined;
}

function counted(address: string): string | undefined {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  switch (isIP(address)) {
    case 4:
      return address;
    case 6:
      return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
    default:
      return undefined;
  }
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded, zone and embedded IPv4 handled. */
function ipv6Groups(address: string): string[] {
  const bare = address.split('%')[0].toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(bare);
  const hex = v4
    ? bare.slice(0, v4.index) +
      [(+v4[1] << 8) | +v4[2], (+v4[3] << 8) | +v4[4]].map((n) => n.toString(16)).join(':')
    : bare;
  const [head, tail] = hex.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16).toString(16));
}
