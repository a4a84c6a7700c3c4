// Shapes of the public site's data (SPEC.md §3), shared by the server's presenters and the pages.
export interface Plan {
  id: number;
  plan_name: string;
  plan_desc: string;
  is_new: boolean;
  price: { amount: number; amount_paise: number; currency: "INR"; per: "month" }[];
  features: { pk_feature_id: number; feature_name: string; feature_desc: string }[];
}

export interface PlanModule {
  module: string;
  submodule: { submodule_name: string; basic: "Y" | "N"; premium: "Y" | "N"; enterprise: "Y" | "N" }[];
}

/** What the server-rendered pages may ask of the server's services. */
export interface SiteServices {
  plans: { listPlans(): Promise<Plan[]>; listModules(): Promise<PlanModule[]> };
}
