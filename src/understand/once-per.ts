/**
 * `make` of an object (a cell, its lexicon, a dictionary), made the first time it is asked for and
 * kept as long as the object lives: what depends on the cell only is not made again per command.
 */
export function oncePer<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(key)));
    return value;
  };
}
