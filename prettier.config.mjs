// Prettier formats every source file (`npm run format`); `npm run lint` checks it. The settings
// match the code as it was written by hand: wide lines, double quotes, trailing commas, semicolons.
export default {
  printWidth: 130,
  trailingComma: "all",
  singleQuote: false,
  semi: true,
};
