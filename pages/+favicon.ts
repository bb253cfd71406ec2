export default '/favicon.svg'
