import { useToast } from "@seo/ui/toastStore";
import { copyText, downloadFile } from "@seo/export/browserExport";
import { MIME_TYPES } from "@seo/export/exportFormats";

/** Copy and TXT export for step results, with the workflow's toasts. */
export function useResultActions() {
  const { toast } = useToast();

  const copy = async (text: string) => {
    try {
      await copyText(text);
      toast({ title: "Copied!", description: "Content copied to clipboard", variant: "success" });
    } catch {
      toast({ title: "Copy Failed", description: "Please copy the content manually", variant: "destructive" });
    }
  };

  const download = (filename: string, text: string, format: "TXT" | "MD" = "TXT") => {
    try {
      downloadFile(text, filename, format === "MD" ? "text/markdown;charset=utf-8" : MIME_TYPES.txt);
      toast({ title: "Export Successful", description: `File exported as ${format}`, variant: "success" });
    } catch {
      toast({ title: "Export Failed", description: "There was an error exporting your content", variant: "destructive" });
    }
  };

  return { copy, download };
}
