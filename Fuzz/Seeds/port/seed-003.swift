    import UIKit
    @UIApplicationMain
    class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(application: UIApplication, didFinishLaunchingWithOptions launchOptions: [NSObject: AnyObject]?) -> Bool {
        // Override point for customization after application launch.
        (self.window!.rootViewController as! UITabBarController).delegate = self
        return true
    extension AppDelegate : UITabBarControllerDelegate{
    func tabBarController(tabBarController: UITabBarController, animationControllerForTransitionFromViewController fromVC: UIViewController, toViewController toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return self
    extension AppDelegate : UIViewControllerAnimatedTransitioning{
    func transitionDuration(transitionContext: UIViewControllerContextTransitioning?) -> NSTimeInterval {
        return 0.4
    func animateTransition(transitionContext: UIViewControllerContextTransitioning) {
        let vc1 = transitionContext.viewControllerForKey(UITransitionContextFromViewControllerKey)!
        let vc2 = transitionContext.viewControllerForKey(UITransitionContextToViewControllerKey)!
        let containerView = transitionContext.containerView()!
        let view1 = transitionContext.viewForKey(UITransitionContextFromViewKey)!
        let view2 = transitionContext.viewForKey(UITransitionContextToViewKey)!
        //        let view11 = vc1.view
        //        let view22 = vc2.view
        let r1start = transitionContext.initialFrameForViewController(vc1)
        let r2end = transitionContext.finalFrameForViewController(vc2)
        //which key we are going depends on which vc is which the most general way to express this is in terms of index number
        let tab = self.window!.rootViewController as! UITabBarController
        let index1 = tab.viewControllers!.indexOf(vc1)
        let index2 = tab.viewControllers!.indexOf(vc2)
        let dir : CGFloat = index1 < index2 ? 1 : -1
        var r1end = r1start
        r1end.origin.x -= r1end.width * dir
        var r2start = r2end
        r2start.origin.x += r2start.width * dir
        view2.frame = r2start
        containerView.addSubview(view2)
        UIApplication.sharedApplication().beginIgnoringInteractionEvents()
        UIView.animateWithDuration(0.4, animations: {
            view1.frame = r1end
            view2.frame = r2end
        }) { (_) in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled())
            UIApplication.sharedApplication().endIgnoringInteractionEvents()
    func animationEnded(transitionCompleted: Bool) {
        if transitionCompleted {
            print("Completed")
        }else{
            print("NO Completed")
    import UIKit
    @UIApplicationMain
    class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(application: UIApplication, didFinishLaunchingWithOptions launchOptions: [NSObject: AnyObject]?) -> Bool {
        // Override point for customization after application launch.
        (self.window!.rootViewController as! UITabBarController).delegate = self
        return true
    extension AppDelegate : UITabBarControllerDelegate{
    func tabBarController(tabBarController: UITabBarController, animationControllerForTransitionFromViewController fromVC: UIViewController, toViewController toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animation = CustomTransitionAimation()
        animation.tab = (self.window!.rootViewController as! UITabBarController)
        return animation
    import UIKit
    class CustomTransitionAimation: NSObject,UIViewControllerAnimatedTransitioning {
    var tab : UITabBarController?
    func transitionDuration(transitionContext: UIViewControllerContextTransitioning?) -> NSTimeInterval {
        return 0.4
    func animateTransition(transitionContext: UIViewControllerContextTransitioning) {
        let vc1 = transitionContext.viewControllerForKey(UITransitionContextFromViewControllerKey)!
        let vc2 = transitionContext.viewControllerForKey(UITransitionContextToViewControllerKey)!
        let containerView = transitionContext.containerView()!
        let view1 = transitionContext.viewForKey(UITransitionContextFromViewKey)!
        let view2 = transitionContext.viewForKey(UITransitionContextToViewKey)!
        //        let view11 = vc1.view
        //        let view22 = vc2.view
        let r1start = transitionContext.initialFrameForViewController(vc1)
        let r2end = transitionContext.finalFrameForViewController(vc2)
        //which key we are going depends on which vc is which the most general way to express this is in terms of index number
        let tab = self.tab!
        let index1 = tab.viewControllers!.indexOf(vc1)
        let index2 = tab.viewControllers!.indexOf(vc2)
        let dir : CGFloat = index1 < index2 ? 1 : -1
        var r1end = r1start
        r1end.origin.x -= r1end.width * dir
        var r2start = r2end
        r2start.origin.x += r2start.width * dir
        view2.frame = r2start
        containerView.addSubview(view2)
        UIApplication.sharedApplication().beginIgnoringInteractionEvents()
        UIView.animateWithDuration(0.4, animations: {
            view1.frame = r1end
            view2.frame = r2end
        }) { (_) in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled())
            UIApplication.sharedApplication().endIgnoringInteractionEvents()
    func animationEnded(transitionCompleted: Bool) {
        if transitionCompleted {
            print("Completed")
        }else{
            print("NO Completed")
    #import "AppDelegate.h"
    #import "CusomTransitionAnimation.h"
    @interface AppDelegate ()<UITabBarControllerDelegate>
    @property(nonatomic,strong) UITabBarController *tabBarController;
    @property(nonatomic,strong) CusomTransitionAnimation *customAnimation;
    @implementation AppDelegate
    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    // Override point for customization after application launch.
    self.tabBarController = (UITabBarController *)self.window.rootViewController;
    self.tabBarController.delegate = self;
    return YES;
    - (id <UIViewControllerAnimatedTransitioning> )tabBarController:(UITabBarController *)tabBarController animationControllerForTransitionFromViewController:(UIViewController *)fromVC toViewController:(UIViewController *)toVC
    CusomTransitionAnimation *animation = [[CusomTransitionAnimation alloc]init];
    animation.tabBarController = self.tabBarController;
    return  animation;
    - (CusomTransitionAnimation *)customAnimation
    if (!_customAnimation) {
        _customAnimation = [[CusomTransitionAnimation alloc]init];
        _customAnimation.tabBarController = self.tabBarController;
    return _customAnimation;
    #import <Foundation/Foundation.h>
    #import <UIKit/UIKit.h>
    @interface CusomTransitionAnimation : NSObject<UIViewControllerAnimatedTransitioning>
    @property(nonatomic,strong) UITabBarController *tabBarController;
    #import "CusomTransitionAnimation.h"
    @implementation CusomTransitionAnimation
    - (NSTimeInterval)transitionDuration:(nullable id <UIViewControllerContextTransitioning>)transitionContext
    return 0.4;
    - (void)animateTransition:(id <UIViewControllerContextTransitioning>)transitionContext
    UIView *containerView = [transitionContext containerView];
    UIViewController *vc1 = [transitionContext viewControllerForKey:UITransitionContextFromViewControllerKey];
    UIViewController *vc2 = [transitionContext viewControllerForKey:UITransitionContextToViewControllerKey];
    UIView *view1 = [transitionContext viewForKey:UITransitionContextFromViewKey];
    UIView *view2 = [transitionContext viewForKey:UITransitionContextToViewKey];
    CGRect vc1start = [transitionContext initialFrameForViewController:vc1];
    CGRect vc2end = [transitionContext finalFrameForViewController:vc2];
    NSUInteger index1 = [self.tabBarController.viewControllers indexOfObject:vc1];
    NSUInteger index2 = [self.tabBarController.viewControllers indexOfObject:vc2];
    int dir = index1 < index2 ? 1 : -1;
    CGRect vc1end = vc1start;
    vc1end.origin.x -= vc1end.size.width * dir;
    CGRect vc2start = vc2end;
    vc2start.origin.x += vc2start.size.width * dir;
    view2.frame = vc2start;
    [containerView addSubview:view2];
    [[UIApplication sharedApplication]beginIgnoringInteractionEvents];
    [UIView animateWithDuration:0.4 animations:^{
        view1.frame = vc1end;
        view2.frame = vc2end;
    } completion:^(BOOL finished) {
        [transitionContext completeTransition:(!transitionContext.transitionWasCancelled)];
        [[UIApplication sharedApplication]endIgnoringInteractionEvents];
    - (void)animationEnded:(BOOL)transitionCompleted
    if (transitionCompleted) {
        NSLog(@"Completed");
    }else{
        NSLog(@"No Completed");
    import UIKit
    class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view, typically from a nib.
        self.navigationController!.delegate = self
    @IBAction func pushAction(sender: AnyObject) {
        let second = SecondViewController()
        self.navigationController!.pushViewController(second, animated: true)
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        // Dispose of any resources that can be recreated.
    extension ViewController : UINavigationControllerDelegate{
    func navigationController(navigationController: UINavigationController, animationControllerForOperation operation: UINavigationControllerOperation, fromViewController fromVC: UIViewController, toViewController toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if operation == .Push {
            return CustomPushTransitionAimation()
        else if operation == .Pop{
            return CustomPopTransitionAimation()
        return nil
    import UIKit
    class CustomPushTransitionAimation: NSObject,UIViewControllerAnimatedTransitioning {
    func transitionDuration(transitionContext: UIViewControllerContextTransitioning?) -> NSTimeInterval {
        return 0.4
    func animateTransition(transitionContext: UIViewControllerContextTransitioning) {
    //        let vc1 = transitionContext.viewControllerForKey(UITransitionContextFromViewControllerKey)!
    //        let vc2 = transitionContext.viewControllerForKey(UITransitionContextToViewControllerKey)!
        let containerView = transitionContext.containerView()!
        let view1 = transitionContext.viewForKey(UITransitionContextFromViewKey)!
        let view2 = transitionContext.viewForKey(UITransitionContextToViewKey)!
        //        let view11 = vc1.view
        //        let view22 = vc2.view
        view2.transform = CGAffineTransformMakeScale(0.1, 0.1)
        containerView.addSubview(view2)
        UIApplication.sharedApplication().beginIgnoringInteractionEvents()
        UIView.animateWithDuration(0.4, animations: {
            view2.transform = CGAffineTransformIdentity
        }) { (_) in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled())
            UIApplication.sharedApplication().endIgnoringInteractionEvents()
    func animationEnded(transitionCompleted: Bool) {
        if transitionCompleted {
            print("Completed")
        }else{
            print("NO Completed")
    import UIKit
    class CustomPushTransitionAimation: NSObject,UIViewControllerAnimatedTransitioning {
    func transitionDuration(transitionContext: UIViewControllerContextTransitioning?) -> NSTimeInterval {
        return 0.4
    func animateTransition(transitionContext: UIViewControllerContextTransitioning) {
    //        let vc1 = transitionContext.viewControllerForKey(UITransitionContextFromViewControllerKey)!
    //        let vc2 = transitionContext.viewControllerForKey(UITransitionContextToViewControllerKey)!
        let containerView = transitionContext.containerView()!
        let view1 = transitionContext.viewForKey(UITransitionContextFromViewKey)!
        let view2 = transitionContext.viewForKey(UITransitionContextToViewKey)!
        //        let view11 = vc1.view
        //        let view22 = vc2.view
        view2.transform = CGAffineTransformMakeScale(0.1, 0.1)
        containerView.addSubview(view2)
        UIApplication.sharedApplication().beginIgnoringInteractionEvents()
        UIView.animateWithDuration(0.4, animations: {
            view2.transform = CGAffineTransformIdentity
        }) { (_) in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled())
            UIApplication.sharedApplication().endIgnoringInteractionEvents()
    func animationEnded(transitionCompleted: Bool) {
        if transitionCompleted {
            print("Completed")
        }else{
            print("NO Completed")
    func tabBarController(tabBarController: UITabBarController, interactionControllerForAnimationController animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    import UIKit
    @UIApplicationMain
    class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var rightEdgr : UIScreenEdgePanGestureRecognizer!
    var leftEdgr : UIScreenEdgePanGestureRecognizer!
    var interacting = false
    func application(application: UIApplication, didFinishLaunchingWithOptions launchOptions: [NSObject: AnyObject]?) -> Bool {
        // Override point for customization after application launch.
        let tab = (self.window!.rootViewController as! UITabBarController)
        tab.delegate = self
        let sep = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(pan))
        sep.edges = .Right
        sep.delegate = self
        tab.view.addGestureRecognizer(sep)
        self.rightEdgr = sep
        let sep2 = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(pan))
        sep2.edges = .Left
        sep2.delegate = self
        tab.view.addGestureRecognizer(sep2)
        self.leftEdgr = sep2
        return true
    extension AppDelegate : UITabBarControllerDelegate{
    func tabBarController(tabBarController: UITabBarController, animationControllerForTransitionFromViewController fromVC: UIViewController, toViewController toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    //        let animation = CustomTransitionAimation()
    //        animation.tab = (self.window!.rootViewController as! UITabBarController)
    //        return animation
        return self
    func tabBarController(tabBarController: UITabBarController, interactionControllerForAnimationController animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        if self.interacting {
            return self.inter
     return nil
    extension AppDelegate : UIGestureRecognizerDelegate{
    func gestureRecognizerShouldBegin(gestureRecognizer: UIGestureRecognizer) -> Bool {
        let tab = self.window!.rootViewController as! UITabBarController
        var result = false
        if gestureRecognizer == self.rightEdgr {
            result = (tab.selectedIndex < tab.viewControllers!.count - 1)
        else{
            result = tab.selectedIndex > 0
        return result
    func pan(g : UIScreenEdgePanGestureRecognizer) -> Void {
        let v = g.view!
        let tab = self.window!.rootViewController as! UITabBarController
        let delta = g.translationInView(v)
        let percent = fabs(delta.x/v.bounds.width)
        switch g.state {
        case .Began:
            self.inter = UIPercentDrivenInteractiveTransition()
            self.interacting = true
            if g == self.rightEdgr {
                tab.selectedIndex = tab.selectedIndex + 1
            }else{
                tab.selectedIndex = tab.selectedIndex - 1
            print("selectedIndex = \(tab.selectedIndex)")
        case .Changed:
            self.inter.updateInteractiveTransition(percent)
        case .Ended:
            if percent > 0.5 {
            }else{
            self.interacting = false
        case .Cancelled:
            self.inter.cancelInteractiveTransition()
            self.interacting = false
        default : break
    extension AppDelegate : UIViewControllerAnimatedTransitioning{
    func transitionDuration(transitionContext: UIViewControllerContextTransitioning?) -> NSTimeInterval {
        return 0.4
    func animateTransition(transitionContext: UIViewControllerContextTransitioning) {
        let vc1 = transitionContext.viewControllerForKey(UITransitionContextFromViewControllerKey)!
        let vc2 = transitionContext.viewControllerForKey(UITransitionContextToViewControllerKey)!
        let containerView = transitionContext.containerView()!
        let view1 = transitionContext.viewForKey(UITransitionContextFromViewKey)!
        let view2 = transitionContext.viewForKey(UITransitionContextToViewKey)!
        //        let view11 = vc1.view
        //        let view22 = vc2.view
        let r1start = transitionContext.initialFrameForViewController(vc1)
        let r2end = transitionContext.finalFrameForViewController(vc2)
        //which key we are going depends on which vc is which the most general way to express this is in terms of index number
        let tab = self.window!.rootViewController as! UITabBarController
        let index1 = tab.viewControllers!.indexOf(vc1)
        let index2 = tab.viewControllers!.indexOf(vc2)
        let dir : CGFloat = index1 < index2 ? 1 : -1
        var r1end = r1start
        r1end.origin.x -= r1end.width * dir
        var r2start = r2end
        r2start.origin.x += r2start.width * dir
        view2.frame = r2start
        containerView.addSubview(view2)
        UIApplication.sharedApplication().beginIgnoringInteractionEvents()
        UIView.animateWithDuration(0.4, animations: {
            view1.frame = r1end
            view2.frame = r2end
        }) { (_) in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled())
            UIApplication.sharedApplication().endIgnoringInteractionEvents()
        let opts : UIViewAnimationOptions = self.interacting ? .CurveLinear : []
        if !self.interacting {
            UIApplication.sharedApplication().beginIgnoringInteractionEvents()
        UIView.animateWithDuration(0.4, delay: 0, options: opts, animations: {
            view1.frame = r1end
            view2.frame = r2end
            }) { (_) in
                let canceld = transitionContext.transitionWasCancelled()
                transitionContext.completeTransition(!canceld)
                if UIApplication.sharedApplication().isIgnoringInteractionEvents(){
                    UIApplication.sharedApplication().endIgnoringInteractionEvents()
    func animationEnded(transitionCompleted: Bool) {
        if transitionCompleted {
            print("Completed")
        }else{
            print("NO Completed")
        let tab = self.window!.rootViewController as! UITabBarController
        print(tab.selectedIndex)
    func animateTransition(transitionContext: UIViewControllerContextTransitioning) {
    func startInteractiveTransition(transitionContext: UIViewControllerContextTransitioning){
    #import "AppDelegate.h"
    @interface AppDelegate ()<UIViewControllerAnimatedTransitioning,UIViewControllerInteractiveTransitioning,UITabBarControllerDelegate,UIGestureRecognizerDelegate>
    @property(nonatomic,strong) id<UIViewControllerContextTransitioning>transitionContext;
    @property(nonatomic,strong) UIScreenEdgePanGestureRecognizer *leftEdgr;
    @property(nonatomic,strong) UIScreenEdgePanGestureRecognizer *rightEdgr;
    @property(nonatomic,assign) BOOL interacting;
    @property(nonatomic,assign) CGRect r1end;
    @property(nonatomic,assign) CGRect r2start;
    @implementation AppDelegate
    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    // Override point for customization after application launch.
    UITabBarController *tab = (UITabBarController *)self.window.rootViewController;
    tab.delegate = self;
    self.leftEdgr = ({
        UIScreenEdgePanGestureRecognizer *pan = [[UIScreenEdgePanGestureRecognizer alloc]initWithTarget:self action:@selector(pan:)];
        pan.edges = UIRectEdgeLeft;
        pan.delegate = self;
        [tab.view addGestureRecognizer:pan];
        pan;
    self.rightEdgr = ({
        UIScreenEdgePanGestureRecognizer *pan = [[UIScreenEdgePanGestureRecognizer alloc]initWithTarget:self action:@selector(pan:)];
        pan.edges = UIRectEdgeRight;
        pan.delegate = self;
        [tab.view addGestureRecognizer:pan];
        pan;
    self.r1end = CGRectZero;
    self.r2start = CGRectZero;
    return YES;
    #pragma mark - Actions
    - (void)pan:(UIScreenEdgePanGestureRecognizer *)ges
    UIView *gesView = ges.view;
    UITabBarController *tab = (UITabBarController *)self.window.rootViewController;
    CGPoint delta = [ges translationInView:gesView];
    CGFloat percent = delta.x/gesView.bounds.size.width;
    UIViewController *fromVC,*toVC;
    UIView *fromView,*toView;
    CGRect fromRectStart,toRectEnd;
    if (self.transitionContext) {
        fromVC = [self.transitionContext viewControllerForKey:UITransitionContextFromViewControllerKey];
        toVC = [self.transitionContext viewControllerForKey:UITransitionContextToViewControllerKey];
        fromView = [self.transitionContext viewForKey:UITransitionContextFromViewKey];
        toView = [self.transitionContext viewForKey:UITransitionContextToViewKey];
        fromRectStart = [self.transitionContext initialFrameForViewController:fromVC];
        toRectEnd = [self.transitionContext finalFrameForViewController:toVC];
    switch (ges.state) {
        case UIGestureRecognizerStateBegan: {
            self.interacting = YES;
            if (ges == self.leftEdgr) {
                tab.selectedIndex = tab.selectedIndex - 1;
            }else{
                tab.selectedIndex = tab.selectedIndex + 1;
            break;
        case UIGestureRecognizerStateChanged:{
            fromRectStart.origin.x += (self.r1end.origin.x - fromRectStart.origin.x) * percent;
            fromView.frame = fromRectStart;
            NSLog(@"fromRect : %@",NSStringFromCGRect(fromRectStart));
            CGRect toRectStart = self.r2start;
            toRectStart.origin.x += (toRectStart.origin.x - self.r2start.origin.x) * percent;
            toView.frame = toRectStart;
            NSLog(@"toRect : %@",NSStringFromCGRect(toRectStart));
            [self.transitionContext updateInteractiveTransition:percent];
            break;
        case UIGestureRecognizerStateEnded: {
            if (percent > 0.5) {
                [UIView animateWithDuration:0.2 animations:^{
                    fromView.frame = self.r1end;
                    toView.frame = toRectEnd;
                } completion:^(BOOL finished) {
                    [self.transitionContext finishInteractiveTransition];
                    [self.transitionContext completeTransition:YES];
            else{
                [UIView animateWithDuration:0.2 animations:^{
                    fromView.frame = fromRectStart;
                    toView.frame = self.r2start;
                } completion:^(BOOL finished) {
                    [self.transitionContext cancelInteractiveTransition];
                    [self.transitionContext completeTransition:NO];
            self.interacting = NO;
            self.transitionContext = nil;
            break;
        case UIGestureRecognizerStateCancelled: {
            fromView.frame = fromRectStart;
            toView.frame = self.r2start;
            [self.transitionContext finishInteractiveTransition];
            [self.transitionContext completeTransition:NO];
            self.interacting = NO;
            self.transitionContext = nil;
            break;
            default:
            break;
    #pragma mark - UIGestureRecognizerDelegate
    - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer
    UITabBarController *tab = (UITabBarController *)self.window.rootViewController;
    BOOL result = NO;
    if (gestureRecognizer == self.leftEdgr) {
        result = tab.selectedIndex > 0;
    }else{
        result = tab.selectedIndex < tab.viewControllers.count - 1;
    return result;
    #pragma mark - UITabBarControllerDelegate
    - (nullable id <UIViewControllerInteractiveTransitioning>)tabBarController:(UITabBarController *)tabBarController
                               interactionControllerForAnimationController: (id <UIViewControllerAnimatedTransitioning>)animationController
    return self.interacting ? self : nil;
    - (nullable id <UIViewControllerAnimatedTransitioning>)tabBarController:(UITabBarController *)tabBarController
                     animationControllerForTransitionFromViewController:(UIViewController *)fromVC
                                                       toViewController:(UIViewController *)toVC
    return self.interacting ? self : nil;
    #pragma mark - UIViewControllerAnimatedTransitioning
    - (NSTimeInterval)transitionDuration:(id<UIViewControllerContextTransitioning>)transitionContext
    return 0.4;
    - (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext
    #pragma mark - UIViewControllerInteractiveTransitioning
    - (void)startInteractiveTransition:(id<UIViewControllerContextTransitioning>)transitionContext
    self.transitionContext = transitionContext;
    UIView *containerView = [transitionContext containerView];
    UIViewController *fromVC = [transitionContext viewControllerForKey:UITransitionContextFromViewControllerKey];
    UIViewController *toVC = [transitionContext viewControllerForKey:UITransitionContextToViewControllerKey];
    //    UIView *fromView = [transitionContext viewForKey:UITransitionContextFromViewKey];
    UIView *toView = [transitionContext viewForKey:UITransitionContextToViewKey];
    CGRect fromRectStart = [transitionContext initialFrameForViewController:fromVC];
    CGRect toRectEnd = [transitionContext finalFrameForViewController:toVC];
    UITabBarController *tab = (UITabBarController *)self.window.rootViewController;
    NSUInteger fromIndex = [tab.viewControllers indexOfObject:fromVC];
    NSUInteger toIndex = [tab.viewControllers indexOfObject:toVC];
    int dir = fromIndex < toIndex ? 1 : -1;
    CGRect fromRectEnd = fromRectStart;
    fromRectEnd.origin.x -= fromRectEnd.size.width * dir;
    CGRect toRectStart = toRectEnd;
    toRectStart.origin.x += toRectStart.size.width * dir;
    toView.frame = toRectStart;
    [containerView addSubview:toView];
    self.r1end = fromRectEnd;
    self.r2start = toRectStart;
  • import UIKit
    class ViewController2: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: NSBundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        self.transitioningDelegate = self
    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        self.transitioningDelegate = self
    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
        self.view.backgroundColor = UIColor.blueColor()
    override func touchesBegan(touches: Set<UITouch>, withEvent event: UIEvent?) {
        self.presentingViewController!.dismissViewControllerAnimated(true, completion:
        nil)
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        // Dispose of any resources that can be recreated.
    extension ViewController2 : UIViewControllerTransitioningDelegate{
    func animationControllerForPresentedController(presented: UIViewController, presentingController presenting: UIViewController, sourceController source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return self
    func animationControllerForDismissedController(dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return self
    extension ViewController2 : UIViewControllerAnimatedTransitioning{
    func transitionDuration(transitionContext: UIViewControllerContextTransitioning?) -> NSTimeInterval {
        return 0.4
    func animateTransition(transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView()!
        //For a presentation that is not .FullScreen,the unused view is nil.
        let fromView = transitionContext.viewForKey(UITransitionContextFromViewKey)
        let toView = transitionContext.viewForKey(UITransitionContextToViewKey)
        //distinguish the cases
        //dismiss
        if fromView != nil {
            UIView.animateWithDuration(0.4, animations: { 
                fromView!.transform = CGAffineTransformMakeScale(0.1, 0.1)
                fromView!.alpha = 0
                }, completion: { (_) in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled())
            //presenting
        else if toView != nil{
            let toVC = transitionContext.viewControllerForKey(UITransitionContextToViewControllerKey)!
            let toRectEnd = transitionContext.finalFrameForViewController(toVC)
            toView!.frame = CGRectInset(toRectEnd, 40, 40)
            toView!.transform = CGAffineTransformMakeScale(0.1, 0.1)
            toView!.alpha = 0
            containerView.addSubview(toView!)
            //also can modify the containerView
    //            containerView.backgroundColor = UIColor.greenColor()
            UIView.animateWithDuration(0.4, animations: {
                toView!.transform = CGAffineTransformIdentity
                toView!.alpha = 1.0
            }) { (_) in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled())
       // NB if we want to modify the _animation_, we need to set the transitioningDelegate
      self.transitioningDelegate = self
      // if we want to modify the _presentation_, we need to set the style to custom
      // customize presentation only on iPhone
      // how will we find out which it is? we have no traitCollection yet...
      // I know, let's ask the window
      if UIApplication.sharedApplication().keyWindow!.traitCollection.userInterfaceIdiom == .Phone {
          self.modalPresentationStyle = .Custom
    @available(iOS 8.0, *)
    optional public func presentationControllerForPresentedViewController(presented: UIViewController, presentingViewController presenting: UIViewController, sourceViewController source: UIViewController) -> UIPresentationController?
    // Position of the presented view in the container view by the end of the presentation transition.
    // (Default: container view bounds)
    public func frameOfPresentedViewInContainerView() -> CGRect
    presentationTransitionWillBegin
    presentationTransitionDidEnd
    dismissalTransitionWillBegin
    dismissalTransitionDidEnd
    containerViewWillLayoutSubviews
    containerViewDidLayoutSubviews
    shouldPresentInFullscreen
    - (void)viewWillAppear:(BOOL)animated
    [super viewWillAppear:animated];
    if (self.transitionCoordinator != nil) {
      [self.transitionCoordinator animateAlongsideTransition:^(id<UIViewControllerTransitionCoordinatorContext>  _Nonnull context) {
          NSLog(@"Transition Animation");
          self.animationView.center = self.view.center;
      } completion:^(id<UIViewControllerTransitionCoordinatorContext>  _Nonnull context) {
          NSLog(@"Transition completion");
    else{
      NSLog(@"Transition is NULL");
    notifyWhenInteractionEndsUsingBlock:
    - (void)viewWillAppear:(BOOL)animated
    [super viewWillAppear:animated];
    if (self.transitionCoordinator != nil) {
        [self.transitionCoordinator notifyWhenInteractionEndsUsingBlock:^(id<UIViewControllerTransitionCoordinatorContext>  _Nonnull context) {
            if ([context isCancelled]) {
                NSLog(@"1 Interaction Cancelled");
                return ;
            NSLog(@"1 Interaction Ends");
    else{
        NSLog(@"1 Transition is NULL");
    iOS
