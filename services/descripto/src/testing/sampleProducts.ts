// Sample products the offline writer's tests and its benchmark both describe: long and short
// features, comma- and line-separated lists, with and without keywords.

export const AEROBREW = {
  productName: "AeroBrew Travel Coffee Maker",
  keyFeatures: "Lightweight 300 g body, 12-hour battery, BPA-free materials, dishwasher-safe parts",
  targetAudience: "Busy professionals",
  keywords: "portable coffee maker, travel coffee",
};

export const NIMBUS_SOCKS = {
  productName: "Nimbus Merino Hiking Socks",
  keyFeatures: "Merino wool blend\nCushioned heel and toe\nBreathable mesh zones\nLifetime guarantee",
  targetAudience: "Health-conscious consumers",
  keywords: "hiking socks, merino wool, comfortable fit",
};

export const LUMADESK = {
  productName: "LumaDesk Smart Standing Desk",
  keyFeatures: "App-controlled height presets; quiet dual motors; 120 kg capacity; recycled steel frame",
  targetAudience: "Tech-savvy users",
  keywords: "standing desk, ergonomic office, smart features",
};

export const VERDANT_SERUM = {
  productName: "Verdant Organic Face Serum",
  keyFeatures: "Organic rosehip oil, vitamin C, fragrance-free, clinically tested",
  targetAudience: "Premium/luxury buyers",
  keywords: "",
};

/** Spanish, German and French products: drafts in their own language, never an English word. */
export const FOREIGN_PRODUCTS = [
  {
    productName: "Zapatillas de running para mujer",
    keyFeatures: "suela de goma, transpirables, amortiguación reactiva",
    targetAudience: "corredoras",
  },
  {
    productName: "Kaffeemaschine mit Milchaufschäumer",
    keyFeatures: "15 bar Druck, 1,8 Liter Wassertank, einfache Reinigung",
    targetAudience: "Kaffeeliebhaber",
  },
  {
    productName: "Crème hydratante pour peau sèche",
    keyFeatures: "acide hyaluronique, sans parfum, fabriquée en France",
    targetAudience: "peaux sensibles",
  },
];
