/** The page /3d-visualisering-eiendom: the whole offer for property projects. */
export const propertyVisualisation = {
  route: "/3d-visualisering-eiendom",
  eyebrow: "For eiendomsbransjen",
  serviceType: "3D-visualisering for eiendom",
} as const satisfies { route: string; eyebrow: string; serviceType: string };
