/**
 * A generator whose return() also closes the stream it reads from. A generator closed before its
 * first next() never runs its own cleanup, so a file opened (header read) but then abandoned, as
 * when a later file of the same load is refused, would stay open.
 */
export function closeWith<T>(inner: AsyncGenerator<T>, source: AsyncGenerator<unknown>): AsyncGenerator<T> {
  const wrapper: AsyncGenerator<T> = {
    next: (...args) => inner.next(...args),
    return: async (value) => {
      await source.return(undefined);
      return inner.return(value);
    },
    throw: (error) => inner.throw(error),
    [Symbol.asyncIterator]: () => wrapper,
  };
  return wrapper;
}
