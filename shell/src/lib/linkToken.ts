// The token of an e-mail link (?token=...), checked against the contract before any call: a missing
// or malformed one is an invalid link without asking the server. The check waits for the contract's
// module, so the first render is the same with or without a token: the prerendered page (rendered
// without a query string) hydrates without a mismatch.
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { loadAccountContract } from "./accountActions";

export interface LinkToken {
  /** "checking" until the contract has loaded. */
  status: "checking" | "invalid" | "valid";
  token: string;
  /** The one message of an unknown, expired, reused or tampered link ("" while checking). */
  invalidMessage: string;
}

interface Checked {
  token: string;
  valid: boolean;
  invalidMessage: string;
}

export function useLinkToken(): LinkToken {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [checked, setChecked] = useState<Checked | null>(null);

  useEffect(() => {
    let live = true;
    loadAccountContract().then(
      ({ tokenSchema, LINK_INVALID_MESSAGE }) => {
        if (live) setChecked({ token, valid: tokenSchema.safeParse({ token }).success, invalidMessage: LINK_INVALID_MESSAGE });
      },
      // Not downloadable: the page's call needs the same module, and its failure says so.
      () => live && setChecked({ token, valid: true, invalidMessage: "" }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (!checked || checked.token !== token) return { status: "checking", token, invalidMessage: "" };
  return { status: checked.valid ? "valid" : "invalid", token, invalidMessage: checked.invalidMessage };
}
