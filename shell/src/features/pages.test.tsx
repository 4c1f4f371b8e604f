/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { SUPPORT_EMAIL } from "@seo/ui/brand";
import { PLACEHOLDER_HREF } from "../components/Footer";
import { renderWithApp } from "../testing/render";
import { CheckoutPage } from "./checkout/components/CheckoutPage";
import { NotFoundPage } from "./not-found/components/NotFoundPage";
import { SeoToolsPage } from "./seo-landing/components/SeoToolsPage";
import { SuccessPage } from "./success/components/SuccessPage";
import { LandingPage, TESTIMONIALS } from "./landing/components/LandingPage";

it("landing: hero, four tools, three testimonials, the footer's placeholders, Help, Privacy and Terms", () => {
  renderWithApp(<LandingPage />);
  expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
  expect(TESTIMONIALS).toHaveLength(3);
  expect(screen.getAllByRole("figure")).toHaveLength(3);
  for (const label of ["About", "Careers", "Contact", "API Docs"]) {
    expect(screen.getByRole("link", { name: label })).toHaveAttribute("href", PLACEHOLDER_HREF);
  }
  expect(screen.getByRole("link", { name: "Help: e-mail support" })).toHaveAttribute("href", `mailto:${SUPPORT_EMAIL}`);
  expect(screen.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
  expect(screen.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
});

it("success: buttons to /dashboard and /", () => {
  renderWithApp(<SuccessPage />);
  expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
  expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
});

it("checkout placeholder: 'Setting up your payment...'", () => {
  renderWithApp(<CheckoutPage />, { route: "/checkout?plan=pro" });
  expect(screen.getByText("Setting up your payment...")).toBeInTheDocument();
});

it("not found", () => {
  renderWithApp(<NotFoundPage />);
  expect(screen.getByRole("heading", { name: /Page Not Found/ })).toBeInTheDocument();
});

it("SEO landing: 4 steps, four blog teasers, 'Start Free Trial' to /signup, and the page title", () => {
  renderWithApp(<SeoToolsPage />, { route: "/seo-tools" });
  expect(screen.getAllByText(/^STEP \d$/)).toHaveLength(4);
  expect(screen.getAllByRole("article")).toHaveLength(4);
  screen
    .getAllByRole("link", { name: /Start Free Trial/ })
    .forEach((l) => expect(l).toHaveAttribute("href", "/signup?next=%2Fpricing"));
  expect(document.title).toMatch(/AI SEO Tools/);
});
