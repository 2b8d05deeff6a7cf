/** A stored plate as shown: a dash between letters and digits ('1ABC234' → '1-ABC-234'). */
export const formatPlate = (plate: string) =>
  plate.replace(/(?<=\d)(?=[A-Z])|(?<=[A-Z])(?=\d)/g, '-');
