// The admin's model page's calls: each tool's engine (GET /api/admin/model) and "Test connection"
// (POST /api/admin/model/test, every tool or one). Answers are read with the contract's schemas; the
// settings are read again after each test (a service restarted with new settings shows them).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminModelSchema, adminModelTestSchema, type AdminModelTestRequest } from "@seo/contracts/modelEngine";
import { ADMIN_MODEL_API } from "@seo/contracts/modelEnginePaths";
import { apiRequest } from "@seo/ui/api";

export const ADMIN_MODEL_QUERY_KEY = ["admin", "model"] as const;

export function useAdminModel() {
  return useQuery({
    queryKey: ADMIN_MODEL_QUERY_KEY,
    queryFn: async () => adminModelSchema.parse(await (await apiRequest("GET", ADMIN_MODEL_API.settings)).json()),
  });
}

export function useTestModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AdminModelTestRequest) =>
      adminModelTestSchema.parse(await (await apiRequest("POST", ADMIN_MODEL_API.test, request)).json()),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_MODEL_QUERY_KEY, exact: true }),
  });
}
