import { accountApi } from "@seo/contracts/account";
import { ButtonLink } from "@seo/ui/Button";
import { AccountSection, Actions } from "./AccountSection";

/**
 * The export is a same-origin GET answered as a JSON attachment: a plain download link carries the
 * session cookie, and the browser saves the file.
 */
export function DataSection() {
  return (
    <AccountSection
      id="data"
      title="Your data"
      description="A JSON file with your profile, subscription and payments, workflow projects, generation history and bulk runs."
    >
      <Actions>
        <ButtonLink href={accountApi.exportData} download $variant="outline">
          Download my data
        </ButtonLink>
      </Actions>
    </AccountSection>
  );
}
