// The admin's way to the model engine page (each tool's engine, "Test connection").
import { Link } from "react-router-dom";
import { ButtonLink } from "@seo/ui/Button";
import { Card, CardDescription, CardTitle } from "@seo/ui/Card";
import { routes } from "../../../lib/routes";
import { Row } from "./dashboardParts";

export function AdminModelCard() {
  return (
    <Card data-testid="admin-model-card">
      <Row>
        <div>
          <CardTitle>Admin › Model</CardTitle>
          <CardDescription>See which engine each tool uses, connect a model and test the connection.</CardDescription>
        </div>
        <ButtonLink as={Link} to={routes.adminModel} $variant="outline">
          Model engine
        </ButtonLink>
      </Row>
    </Card>
  );
}
