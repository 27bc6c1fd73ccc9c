/** The box of the site's cards: white, rounded, with a light border. */
export const cardStyles = {
  p: '6',
  bg: 'white',
  rounded: 'xl',
  borderWidth: '1px',
  borderColor: 'gray.200',
} as const;
