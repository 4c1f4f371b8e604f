import { Link } from "react-router-dom";
import { ButtonLink } from "@seo/ui/Button";
import { CenteredPanel, PanelActions, PanelIcon } from "../../../components/CenteredPanel";
import { routes } from "../../../lib/routes";

export function NotFoundPage() {
  return (
    <CenteredPanel>
      <PanelIcon $bg="linear-gradient(135deg, #6d4aff 0%, #ec4899 100%)">?</PanelIcon>
      <h1>404 — Page Not Found</h1>
      <p>The page you're looking for doesn't exist or has moved.</p>
      <PanelActions>
        <ButtonLink as={Link} to={routes.dashboard} $variant="primary">
          Go to Dashboard
        </ButtonLink>
        <ButtonLink as={Link} to={routes.home} $variant="outline">
          Back to Home
        </ButtonLink>
      </PanelActions>
    </CenteredPanel>
  );
}
