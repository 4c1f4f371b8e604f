// One tool call as its page and its workflow step run it: the mutation, the usage refresh after a
// generation (the weekly counter moved) and what the user is told when it fails. Each tool wraps it
// in its own use<Action> hook, so page and step fail the same way.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PRICING_PATH } from "@seo/contracts/paths";
import { Button } from "@seo/ui/Button";
import { asWorkflowStep, SUBSCRIPTION_QUERY_KEY } from "@seo/ui/api";
import { browserLocation } from "@seo/ui/browserLocation";
import { isPlanRefusal, onGenerationFailure } from "@seo/ui/generationFailure";
import { useToast, type ToastOptions } from "@seo/ui/toastStore";
import type { ToolScreen } from "@seo/ui/ToolForm";

export const GENERATION_FAILED = "Generation Failed";

export interface ToolCallOptions<Input, Output> {
  call(input: Input): Promise<Output>;
  screen: ToolScreen;
  /** The 'Generation Failed' toast's text ("Failed to generate description. Please try again."). */
  failure: string;
  /**
   * How the page reports a failure: "redirect" sends a refusal to the pricing page and toasts an outage
   * (generationFailure); "toast" always shows the 'Generation Failed' toast, with 'View Plans' for a
   * refusal. The workflow step always toasts: the user stays on their project.
   */
  onPage?: "redirect" | "toast";
}

/** The 'Generation Failed' toast; a refusal the plan explains offers the plans. */
export function generationFailedToast(error: unknown, description: string, offerPlans: boolean): ToastOptions {
  return {
    title: GENERATION_FAILED,
    description,
    variant: "destructive",
    action:
      offerPlans && isPlanRefusal(error) ? (
        <Button size="sm" variant="light" onClick={() => browserLocation.assign(PRICING_PATH)}>
          View Plans
        </Button>
      ) : undefined,
  };
}

export function useToolCall<Input, Output>({ call, screen, failure, onPage = "redirect" }: ToolCallOptions<Input, Output>) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation<Output, Error, Input>({
    // A workflow step's generation is stored as one (the history says where it was made).
    mutationFn: screen === "workflow" ? (input) => asWorkflowStep(() => call(input)) : call,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
    onError: (error) => {
      if (screen === "page" && onPage === "redirect") onGenerationFailure(error, toast);
      else toast(generationFailedToast(error, failure, screen === "page"));
    },
  });
}
