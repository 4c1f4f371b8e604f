// Which addresses the live-page audit may connect to: public unicast only. ipaddr.js names every
// special range (loopback, private, linkLocal, uniqueLocal, carrierGradeNat, multicast, reserved,
// unspecified, rfc6052/6to4/teredo ...); `process()` first unwraps an IPv4-mapped IPv6 address
// (::ffff:127.0.0.1 is 127.0.0.1). Anything but "unicast" is refused: a new special range is refused
// before anyone lists it. docs/decisions/0027-live-page-audit.md.
import ipaddr from "ipaddr.js";

/** A literal IP address as a URL's hostname holds it (IPv6 in brackets), else null. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  // The WHATWG URL parser has already turned decimal, hex, octal and short IPv4 forms
  // ("2130706433", "0x7f000001", "0177.0.0.1", "127.1") into dotted quads; only those count here.
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return bare;
  if (bare.includes(":") && ipaddr.IPv6.isValid(bare)) return bare;
  return null;
}

/** The address in its canonical form (IPv4-mapped IPv6 unwrapped), or null when it is not one. */
export function canonicalAddress(address: string): string | null {
  try {
    return ipaddr.process(address).toString();
  } catch {
    return null;
  }
}

/** True only for a public unicast address; anything unparsable is not public. */
export function isPublicAddress(address: string): boolean {
  try {
    return ipaddr.process(address).range() === "unicast";
  } catch {
    return false;
  }
}
