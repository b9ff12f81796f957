import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

// The only place the untyped react-redux hooks are touched (STYLE item 8).
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
