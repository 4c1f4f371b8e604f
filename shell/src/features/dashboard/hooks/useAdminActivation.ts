// "Activate Admin Access": only the account the server names may (the e-mail is compared there); on
// success a toast that survives the reload the new rights need.
import { useState } from "react";
import { browserLocation } from "@seo/ui/browserLocation";
import { toastAcrossReload, useToast } from "@seo/ui/toastStore";
import { grantAdminAccess } from "../api/grantAdminAccess";

export function useAdminActivation(allowed: boolean) {
  const { toast } = useToast();
  const [activating, setActivating] = useState(false);

  const activate = async () => {
    if (!allowed) {
      toast({
        title: "Access Denied",
        description: "Admin access is restricted to designated admin accounts only.",
        variant: "destructive",
      });
      return;
    }
    setActivating(true);
    try {
      const result = await grantAdminAccess();
      if (result.ok) {
        toastAcrossReload({ title: "Admin Access Granted", description: "You now have access to all tools." });
        setTimeout(() => browserLocation.reload(), 800);
        return;
      }
      toast({ title: "Access Denied", description: result.error || "Unable to grant admin access.", variant: "destructive" });
    } catch {
      toast({ title: "Error", description: "Failed to grant admin access.", variant: "destructive" });
    }
    setActivating(false);
  };

  return { activating, activate };
}
