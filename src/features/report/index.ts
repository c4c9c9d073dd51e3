export { PostOptionsMenu } from './post-options-menu'
